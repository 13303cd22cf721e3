import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-dev-shm-usage'] });
const routes = process.argv.slice(2);
for (const width of [1280, 375]) {
  const ctx = await browser.newContext({ viewport: { width, height: 850 } });
  const page = await ctx.newPage();
  const msgs = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') msgs.push(`${m.type()}: ${m.text()} @${m.location().url}`); });
  page.on('pageerror', (e) => msgs.push('pageerror: ' + e.message));
  page.on('requestfailed', (r) => msgs.push('reqfailed: ' + r.url() + ' ' + r.failure()?.errorText));
  await page.addInitScript(() => { document.addEventListener('DOMContentLoaded', () => { window.__main = document.querySelector('main'); }); });
  for (const r of routes) {
    msgs.length = 0;
    const t = Date.now();
    const resp = await page.goto('http://127.0.0.1:4173' + r);
    await page.waitForFunction(() => window.earlyInput?.live === true, null, { timeout: 15000 }).catch(e => msgs.push('NOT LIVE'));
    const live = Date.now() - t;
    await page.waitForLoadState('networkidle');
    const same = await page.evaluate(() => window.__main === document.querySelector('main') && !!window.__main);
    console.log(width, r, resp.status(), 'live after', live, 'ms same main', same, msgs);
  }
  await ctx.close();
}
await browser.close();
