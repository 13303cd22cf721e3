export { devRemoteManifest } from './dev-remote-manifest';
export { kitEntryPoints, packageOf, sharedFor, sharedSingletons } from './federation-shared';
export { defineRemoteConfig, type RemoteDefinition } from './remote-config';
export { precompressed, precompressedMinBytes } from './precompressed';
