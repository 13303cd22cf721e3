export { AdminNavigation, adminPages } from './admin-navigation';
export { OperatorGate, operatorPanelClassName } from './operator-gate';
export { isNetworkFailure, isSessionRejected, operatorMessages, signInFailureMessage, signInMessages } from './operator-messages';
export { SignInForm } from './sign-in-form';
export {
  isOperator,
  type Session,
  useEndRejectedSession,
  useOperatorSession,
  useSessionEndedByServer,
  useSignIn,
  useSignOut,
} from './use-operator-session';
