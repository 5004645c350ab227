export { $institution, $features, $configStatus, loadPublicConfig, type ConfigStatus } from './config';
export {
  $session,
  $user,
  $signedIn,
  signIn,
  signOut,
  firstName,
  sessionStorageKey,
  type Session,
  type SessionUser,
  type Credentials,
} from './session';
export { useStore } from '@nanostores/react';
