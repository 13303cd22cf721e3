export { buildFacts, sharedPackages } from './build-facts';
export { clientAssetsFile, type ExposedModuleAssets, exposedModuleAssets } from './client-assets';
export { kitEntryPoints, packageOf, sharedFor, sharedSingletons } from './federation-shared';
export { warnAboutOurCode } from './library-warnings';
export { buildEnv, localUrls } from './local-urls';
export { precompressed, precompressedMinBytes } from './precompressed';
export { defineRemoteConfig, type RemoteDefinition } from './remote-config';
export {
  isSharedOnTheServer,
  remoteServerBuild,
  serverBundleDir,
  shellServerBuild,
} from './server-bundle';
