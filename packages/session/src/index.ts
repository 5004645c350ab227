export { $institution, $features, $configStatus, loadPublicConfig, seedPublicConfig, publicConfig, type ConfigStatus, type PublicConfig } from './config';
export {
  $session,
  $user,
  $signedIn,
  $sessionExpired,
  $sessionKnown,
  sessionReady,
  signIn,
  signOut,
  expireSession,
  refreshCredentials,
  firstName,
  loginPresentation,
  requestLogin,
  closeLoginPrompt,
  $loginPrompt,
  MODAL_LOGIN_ACTIVITY,
  sessionStorageKey,
  type Session,
  type Credentials,
} from './session';
export { $activities, useActivity, hasActivity, activityEnabled } from './activity';
export { useStore, serverSnapshot } from './store';
export {
  $preferences,
  setPreferences,
  resetPreferences,
  parsePreferences,
  defaultPreferences,
  preferencesStorageKey,
  ZOOM_STEPS,
  COLOUR_SCHEMES,
  type Preferences,
  type Zoom,
  type ColourScheme,
} from './preferences';
export {
  $basket,
  useBasket,
  addToBasket,
  addManyToBasket,
  removeFromBasket,
  removeManyFromBasket,
  clearBasket,
  replaceBasket,
  isInBasket,
  parseBasket,
  basketStorageKey,
  BASKET_LIMIT,
} from './basket';
export { persistentAtom, readJson, forgivingStorage } from './persistent';
