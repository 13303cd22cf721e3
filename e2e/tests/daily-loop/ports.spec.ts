import { createServer, type Server } from 'node:net';
import { expect, test } from '@playwright/test';
import { loopPorts, type RunningScript, rebuildAll, runScript, startScript, startState, stopGroup } from './loop-helpers';

// Another backend already holds a port: npm start, pnpm dev and npm test each say so in one line,
// with the variable to set; with the variables set, the whole site works on the new ports.

test.describe.configure({ mode: 'serial' });

function holdPort(port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

for (const [script, args] of [
  ['npm start', ['start']],
  ['pnpm dev', ['dev']],
  ['npm test', ['test']],
] as const) {
  test(`${script} with the backend's port taken says so in one line, and how to move it`, async () => {
    const taken = await holdPort(Number(loopPorts.portTaken.BACKEND_PORT));
    try {
      const { code, output } = runScript([...args], { ...loopPorts.portTaken, DEV_PORT: '5283', SITE_PORT: '4203' });
      expect(code).toBe(1);
      const lines = output
        .split('\n')
        .filter((line) => line.trim() && !line.startsWith('>') && !/^Summary:|ELIFECYCLE|^npm /.test(line.trim()));
      expect(lines, output).toEqual([
        expect.stringMatching(
          new RegExp(
            `^Port 25441 \\(the local backend\\) is taken: run with another, e\\.g\\. BACKEND_PORT=25451 ${script.replace(/ /g, ' ')}; to see what holds it: ss -ltnp 'sport = :25441' \\(or lsof -i :25441\\)\\.$`,
          ),
        ),
      ]);
      expect(output).not.toMatch(/EADDRINUSE|\n\s+at /);
    } finally {
      taken.close();
    }
  });
}

test.describe('on other ports', () => {
  let site: RunningScript | undefined;

  // The run's builds, current (a no-op when they are): no build holds a port or a URL
  // (docs/architecture/operations.md, "Configuration at run time"), so they are the builds for any port.
  test.beforeAll(() => {
    test.setTimeout(300_000);
    rebuildAll();
  });

  test.afterAll(async () => {
    if (site) await stopGroup(site);
  });

  test('with SITE_PORT and BACKEND_PORT set, npm start reuses the builds and serves the whole site there, and the pages reach that backend', async ({
    page,
  }) => {
    test.setTimeout(420_000);
    site = startScript(['start'], { SITE_PORT: '4193', ...loopPorts.otherPorts });
    // Ready, or ended: a start that fails says why at once, not after the whole wait.
    await expect.poll(() => startState(site!), { timeout: 400_000, intervals: [1000] }).not.toBe('starting');
    expect(site.output.text).toMatch(/Ready in \d+\.\d s/);
    // No app is built: the builds in place (or kept ones of the same inputs) serve these ports too.
    expect(site.output.text).not.toMatch(/\bvite v\d|building (?:client|ssr) environment|transforming\.\.\./);
    expect(site.output.text).toContain('http://127.0.0.1:4193');
    expect(site.output.text).toContain('http://127.0.0.1:25461');

    const backendAnswers: string[] = [];
    page.on('response', (response) => {
      if (response.url().startsWith('http://127.0.0.1:25461/'))
        backendAnswers.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    await page.goto('http://127.0.0.1:4193/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The site's own address, given at run time.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'http://127.0.0.1:4193/');
    // An enquiry reaches the backend there too: the newsletter form in the footer.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const newsletter = page.getByRole('contentinfo').getByRole('form', { name: 'Subscribe to our newsletter' });
    await newsletter.getByRole('textbox', { name: 'Email address' }).fill(`ports-${Date.now()}@example.com`);
    await newsletter.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Successfully subscribed to our mailing list!')).toBeVisible();
    expect(backendAnswers.filter((answer) => /^(201|204) \/rest\/v1\//.test(answer)).length).toBeGreaterThan(0);
  });
});
