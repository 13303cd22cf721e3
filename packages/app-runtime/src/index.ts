export { createQueryClient, retryDelay } from './query-client';
export { RemoteLoadError } from './remote-load-error';
export { RemoteLoadFailure } from './remote-load-failure';
export { RemoteModule, type RemoteModuleProps, remoteLoadTimeoutMs } from './remote-module';
export { TimeoutError, withTimeout } from './with-timeout';
export { renderStandalone, type StandaloneRoute } from './standalone';
export { PagePlaceholder } from './page-placeholder';
export { RemoteScope } from './remote-scope';
export { NearViewport, type NearViewportProps } from './near-viewport';
