import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createBuildFiles } from './build-files.js';
import type { BuildFolders } from './build-folders.js';
import { cacheControlFor } from './cache-policy.js';

/** A build's file: its folder, and its path in it as the allow-list has it. */
interface BuildFile {
  dir: string;
  file: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The build file a decoded path names (`/remotes/<name>/<file>` or a file of the shell's build),
     * looked up in each build's allow-list (build-files.ts); undefined for anything else. Sent with
     * `reply.sendFile(file, dir)`.
     */
    buildFileAt(path: string): BuildFile | undefined;
  }
}

const plugin: FastifyPluginAsync<{ folders: BuildFolders }> = async (app, { folders }) => {
  const { shellDir } = folders;
  const served = createBuildFiles();
  app.decorate('buildFileAt', (path: string): BuildFile | undefined => {
    const remote = /^\/remotes\/([^/]+)\/(.+)$/.exec(path);
    if (remote) {
      const [, name = '', file = ''] = remote;
      const dir = folders.remotesDir(name);
      // A name from the allow-list is sent as it is: sendFile does not decode it again.
      return dir && served(dir, file) ? { dir, file } : undefined;
    }
    const file = path.slice(1);
    return !path.startsWith('/remotes/') && served(shellDir, file) ? { dir: shellDir, file } : undefined;
  });
  // Each file's .br or .gz copy in its place when the client takes it.
  await app.register(fastifyStatic, {
    root: shellDir,
    serve: false,
    preCompressed: true,
    dotfiles: 'deny',
    cacheControl: false,
    setHeaders: (reply, file) => reply.header('Cache-Control', cacheControlFor(file.replace(/\.(?:br|gz)$/, ''))),
  });
};

/** The builds' files, from their allow-lists only (docs/architecture/site-server.md, "The site server"). */
export const servedBuildFiles = fp(plugin, { name: 'served-build-files', fastify: '5.x' });
