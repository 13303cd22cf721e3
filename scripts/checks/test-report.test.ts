import { describe, expect, it } from 'vitest';
import { formatReport, playwrightTimes, slowest, vitestTimes } from './test-report.mjs';

const vitestReport = {
  testResults: [
    {
      name: '/repo/shell/src/a.test.ts',
      assertionResults: [
        { fullName: 'a renders', duration: 120 },
        { fullName: 'a fails politely', duration: 4_500 },
      ],
    },
  ],
};

const playwrightReport = {
  suites: [
    {
      title: 'pricing/pricing.spec.ts',
      file: 'pricing/pricing.spec.ts',
      specs: [
        {
          title: 'tabs switch',
          file: 'pricing/pricing.spec.ts',
          tests: [
            { projectName: 'desktop', status: 'expected', results: [{ duration: 2_000 }] },
            { projectName: 'mobile', status: 'flaky', results: [{ duration: 30_000 }, { duration: 9_000 }] },
            { projectName: 'redeploy', status: 'skipped', results: [{ duration: 0 }] },
          ],
        },
      ],
      suites: [
        {
          title: 'the FAQ',
          specs: [
            {
              title: 'opens',
              file: 'pricing/pricing.spec.ts',
              tests: [{ projectName: 'desktop', status: 'expected', results: [{ duration: 700 }] }],
            },
          ],
        },
      ],
    },
  ],
};

describe('the test report', () => {
  it('reads every vitest test with its file relative to the root', () => {
    expect(vitestTimes(vitestReport, '/repo')).toEqual([
      { runner: 'vitest', title: 'shell/src/a.test.ts › a renders', ms: 120 },
      { runner: 'vitest', title: 'shell/src/a.test.ts › a fails politely', ms: 4_500 },
    ]);
  });

  it('reads every Playwright run but the skipped ones, timing the last try, with describe titles', () => {
    expect(playwrightTimes(playwrightReport)).toEqual([
      { runner: 'playwright desktop', title: 'pricing/pricing.spec.ts › tabs switch', ms: 2_000 },
      { runner: 'playwright mobile', title: 'pricing/pricing.spec.ts › tabs switch', ms: 9_000 },
      { runner: 'playwright desktop', title: 'pricing/pricing.spec.ts › the FAQ › opens', ms: 700 },
    ]);
  });

  it('has no tests for a report that is missing', () => {
    expect([...vitestTimes(null), ...playwrightTimes(null)]).toEqual([]);
  });

  it('prints each stage, a total, and the slowest tests slowest first', () => {
    const tests = [...vitestTimes(vitestReport, '/repo'), ...playwrightTimes(playwrightReport)];
    const lines = formatReport(
      [
        { name: 'Install', seconds: 12.34 },
        { name: 'Playwright', seconds: null },
      ],
      slowest(tests, 2),
    );
    expect(lines).toEqual([
      'Stage times:',
      '  Install        12.3 s',
      '  Playwright     not run',
      '  Total          12.3 s',
      '',
      'The 2 slowest tests:',
      '     9.0 s  [playwright mobile] pricing/pricing.spec.ts › tabs switch',
      '     4.5 s  [vitest] shell/src/a.test.ts › a fails politely',
    ]);
  });

  it("prints the run's own time as the total when it is given", () => {
    expect(formatReport([{ name: 'Build', seconds: 10 }], [], 12.5).at(-1)).toBe('  Total     12.5 s');
  });
});
