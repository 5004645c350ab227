export { $institution, $features, $configStatus, loadPublicConfig, type ConfigStatus } from './config';
export {
  $session,
  $user,
  $signedIn,
  $sessionExpired,
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
  type SessionUser,
  type AuthPermission,
  type Credentials,
} from './session';
export { $activities, useActivity, hasActivity, activityEnabled } from './activity';
export { useStore } from '@nanostores/react';
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
