export { AdminNavigation, adminPages } from './admin-navigation';
export { OperatorGate, operatorPanelClassName } from './operator-gate';
export { operatorMessages, signInFailureMessage, signInMessages } from './operator-messages';
export { failureReason, failureReasons, isNetworkFailure, isSessionRejected } from './request-failure';
export { SignInForm } from './sign-in-form';
export {
  isOperator,
  operatorMutation,
  operatorQuery,
  type Session,
  sessionCheckTimeoutMs,
  useEndSessionIfRejected,
  useOperatorSession,
  useSessionEndedByServer,
  useSignIn,
  useSignOut,
} from './use-operator-session';
