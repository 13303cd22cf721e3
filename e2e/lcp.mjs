import { chromium } from 'playwright';

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu'],
});
for (const route of process.argv.slice(2))
  for (let i = 0; i < 2; i++) {
    const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
    const t0 = Date.now();
    await page.goto('http://127.0.0.1:4180' + route, { waitUntil: 'networkidle' });
    const r = await page.evaluate(
      () =>
        new Promise((res) =>
          new PerformanceObserver((l) => {
            res(l.getEntries().map((e) => [Math.round(e.startTime), e.element?.tagName, e.size]));
          }).observe({ type: 'largest-contentful-paint', buffered: true }),
        ),
    );
    const nav = await page.evaluate(() => {
      const n = performance.getEntriesByType('navigation')[0];
      return { ttfb: Math.round(n.responseStart), dcl: Math.round(n.domContentLoadedEventEnd) };
    });
    const fcp = await page.evaluate(() => Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime));
    console.log(route, i, JSON.stringify(r), nav, 'fcp', fcp);
    await page.close();
  }
await browser.close();
