import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

const moduleId = 'virtual:kit-release';
const resolvedId = `\0${moduleId}`;

/** Serves `virtual:kit-release`: the kit's version and changelog, read from `kitDir` at build time. */
export function kitRelease(kitDir: string): Plugin {
  const packageFile = path.join(kitDir, 'package.json');
  const changelogFile = path.join(kitDir, 'CHANGELOG.md');
  return {
    name: 'staycompliant:kit-release',
    resolveId: (id) => (id === moduleId ? resolvedId : undefined),
    async load(id) {
      if (id !== resolvedId) return undefined;
      this.addWatchFile(packageFile);
      this.addWatchFile(changelogFile);
      const { version } = JSON.parse(await readFile(packageFile, 'utf8')) as { version: string };
      const changelog = await readChangelog(changelogFile);
      return `export const version = ${JSON.stringify(version)};\nexport const changelog = ${JSON.stringify(changelog)};\n`;
    },
  };
}

/** The changelog without its title (the package's name), or null before the first `changeset version`. */
async function readChangelog(file: string): Promise<string | null> {
  try {
    return (await readFile(file, 'utf8')).replace(/^# .*\n+/, '');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
