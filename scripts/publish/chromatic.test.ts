import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { chromaticNote } from './chromatic.mjs';

const script = fileURLToPath(new URL('./chromatic.mjs', import.meta.url));

describe('npm run chromatic', () => {
  describe('given no CHROMATIC_PROJECT_TOKEN', () => {
    const env = { ...process.env };
    delete env.CHROMATIC_PROJECT_TOKEN;
    delete env.GITHUB_ACTIONS;

    it('says plainly that nothing was published, and why, and still succeeds', () => {
      const run = spawnSync(process.execPath, [script], { env, encoding: 'utf8' });
      expect(run.status).toBe(0);
      expect(run.stderr).toMatch(
        /^chromatic: NOT RUN\. Chromatic not run: CHROMATIC_PROJECT_TOKEN is not set, so no Storybook was published/,
      );
      expect(run.stderr).toContain('CHROMATIC_PROJECT_TOKEN=<token> npm run chromatic');
    });

    it('raises a warning annotation on GitHub Actions', () => {
      const run = spawnSync(process.execPath, [script], { env: { ...env, GITHUB_ACTIONS: 'true' }, encoding: 'utf8' });
      expect(run.stdout).toMatch(/^::warning title=Chromatic not run::Chromatic not run: CHROMATIC_PROJECT_TOKEN is not set/m);
    });

    it("gives npm test's summary a note", () => {
      expect(chromaticNote({})).toMatch(/^Chromatic not run: CHROMATIC_PROJECT_TOKEN is not set/);
    });
  });

  it('has no note once the token is set', () => {
    expect(chromaticNote({ CHROMATIC_PROJECT_TOKEN: 'chpt_example' })).toBeNull();
    expect(chromaticNote({ CHROMATIC_PROJECT_TOKEN: '' })).not.toBeNull();
  });
});
