import { mkdirSync, mkdtempSync, readdirSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildInPlace, keptBuildOf, newBuildDir, publishBuild } from './app-builds.mjs';

let appDir = '';
afterEach(() => rmSync(appDir, { recursive: true, force: true }));

/** A build folder, stamped with `inputs` when given (a full build), else unstamped (a watch build). */
function build(inputs?: string): string {
  const dir = newBuildDir(appDir);
  mkdirSync(dir, { recursive: true });
  if (inputs) writeFileSync(join(dir, '.build-inputs'), `${inputs}\n`);
  return dir;
}

describe("an app's builds", () => {
  it('keep the build in place, the one it replaced and the two newest full builds, and find a kept build by its inputs', () => {
    appDir = mkdtempSync(join(tmpdir(), 'app-builds-'));
    const defaults = build('default-ports');
    publishBuild(appDir, defaults);
    const otherPorts = build('other-ports');
    publishBuild(appDir, otherPorts);
    const watchBuilds: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      watchBuilds.push(build());
      publishBuild(appDir, watchBuilds.at(-1)!);
    }

    const kept = readdirSync(join(appDir, '.dist-builds')).map((name) => join(appDir, '.dist-builds', name));
    expect(kept.sort()).toEqual([defaults, otherPorts, watchBuilds[1], watchBuilds[2]].sort());
    expect(keptBuildOf(appDir, 'default-ports')).toBe(defaults);
    expect(keptBuildOf(appDir, 'unknown')).toBeNull();

    publishBuild(appDir, defaults);
    expect(buildInPlace(appDir)).toBe(defaults);
    expect(readdirSync(join(appDir, '.dist-builds')), 'builds newer than the one put back stay').toHaveLength(4);
    expect(readlinkSync(join(appDir, 'dist'))).toBe(join('.dist-builds', defaults.split('/').pop()!));
  });
});

it('leave alone a newer build still being written', () => {
  appDir = mkdtempSync(join(tmpdir(), 'app-builds-'));
  const first = build('a');
  const inProgress = build();
  publishBuild(appDir, first);
  expect(
    readdirSync(join(appDir, '.dist-builds'))
      .map((name) => join(appDir, '.dist-builds', name))
      .sort(),
  ).toEqual([first, inProgress].sort());
});
