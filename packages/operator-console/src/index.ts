export { AdminNavigation, adminPages } from './admin-navigation';
export { OperatorGate, operatorPanelClassName } from './operator-gate';
export { operatorMessages, signInFailureMessage, signInMessages } from './operator-messages';
export { failureReason, failureReasons, isNetworkFailure, isSessionRejected, retryUnlessSessionRejected } from './request-failure';
export { SignInForm } from './sign-in-form';
export {
  isOperator,
  type Session,
  sessionCheckTimeoutMs,
  useEndSessionIfRejected,
  useEndSessionOnRejection,
  useOperatorSession,
  useSessionEndedByServer,
  useSignIn,
  useSignOut,
} from './use-operator-session';
