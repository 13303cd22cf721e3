#!/usr/bin/env node
// `pnpm dev`'s builder of one remote (run from the remote's folder): builds the browser's build once,
// then rebuilds it on every save, each time into a fresh build folder swapped in as dist
// (scripts/build/app-builds.mjs), so the remote is never missing while it rebuilds. Prints one line per
// build; tells a parent process (scripts/run/dev.mjs) when each build is in place.
import { cpSync, rmSync, statSync, utimesSync, writeSync } from 'node:fs';
import { basename, join } from 'node:path';
import { build } from 'vite';
import { newBuildDir, publishBuild } from '../build/app-builds.mjs';

const appDir = process.cwd();
const name = basename(appDir).replace(/^mfe-/, '');
const staging = join(appDir, '.dist-builds', 'watch');
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const tell = (message) => process.send?.(message);

const watcher = await build({
  root: appDir,
  configLoader: 'runner',
  logLevel: 'warn',
  build: {
    outDir: staging,
    emptyOutDir: true,
    // Polling sees every kind of save: in place, and by writing a new file and renaming it over the
    // old one (as vim and `sed -i` do), which leaves an inode watch on a file that is gone.
    watch: { chokidar: { usePolling: true, interval: 100 } },
  },
});

/**
 * Rollup starts watching a file once the build that read it ends: a save in between (during the
 * first build, while `pnpm dev` starts) would go unseen. Such files are touched, which the watcher
 * sees, so the save is built.
 */
function touchFilesSavedDuring(build, startedAt) {
  const saved = build.watchFiles.filter((file) => {
    if (file.startsWith('\0') || file.includes('/node_modules/')) return false;
    try {
      return statSync(file).mtimeMs >= startedAt;
    } catch {
      return false;
    }
  });
  const now = new Date();
  for (const file of saved) utimesSync(file, now, now);
}

let startedAt = Date.now();
let builds = 0;
watcher.on('event', (event) => {
  if (event.code === 'BUNDLE_START') startedAt = Date.now();
  if (event.code === 'BUNDLE_END') {
    // Rollup's watcher swallows what a listener throws: say it here.
    try {
      touchFilesSavedDuring(event.result, startedAt);
      const next = newBuildDir(appDir);
      cpSync(staging, next, { recursive: true });
      publishBuild(appDir, next);
      builds += 1;
      // Written to the file descriptor: a plugin of the build drops every stdout line with "built in".
      writeSync(1, `${builds === 1 ? 'first build' : 'rebuild'} took ${seconds(Date.now() - startedAt)}\n`);
      tell({ type: builds === 1 ? 'ready' : 'rebuilt', remote: name });
    } catch (error) {
      console.error(`could not put the new build in place: ${error.stack}`);
      tell({ type: 'failed', remote: name });
    }
  }
  if (event.code === 'ERROR') {
    event.result?.close();
    // The build in place stays; the next save tries again.
    console.error(`build failed, still serving the last good build:\n${event.error.message}`);
    tell({ type: 'failed', remote: name });
  }
});

function stop() {
  watcher.close().finally(() => {
    rmSync(staging, { recursive: true, force: true });
    process.exit(0);
  });
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
process.on('disconnect', stop);
