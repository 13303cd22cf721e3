export { warnAboutOurCode } from './library-warnings';
export { buildEnv, localUrls } from './local-urls';
export { kitEntryPoints, packageOf, sharedFor, sharedSingletons } from './federation-shared';
export { defineRemoteConfig, type RemoteDefinition } from './remote-config';
export { precompressed, precompressedMinBytes } from './precompressed';
export { clientAssetsFile, exposedModuleAssets, type ExposedModuleAssets } from './client-assets';
export {
  isSharedOnTheServer,
  remoteServerBuild,
  type ServerManifest,
  serverBundleDir,
  serverManifestFile,
  shellServerBuild,
} from './server-bundle';
