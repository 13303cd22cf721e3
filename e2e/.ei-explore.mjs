import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-dev-shm-usage'] });
const [width, path, ...clickSel] = process.argv.slice(2);
const ctx = await browser.newContext({ viewport: { width: Number(width), height: 850 } });
const page = await ctx.newPage();
page.on('console', (m) => console.log('console', m.type(), m.text()));
page.on('pageerror', (e) => console.log('pageerror', e.message));
const cdp = await ctx.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
let remotes = 0; page.on('request', r => { if (r.url().includes('/remotes/')) remotes++; });
await page.addInitScript(() => {
  const orig = EventTarget.prototype.dispatchEvent;
  EventTarget.prototype.dispatchEvent = function (ev) {
    if (this instanceof Element && !ev.isTrusted && ['pointerdown','mousedown','pointerup','mouseup','click'].includes(ev.type)) {
      const keys = Object.keys(this).filter(k => k.startsWith('__react'));
      window.__lastTarget = this; const r = orig.call(this, ev); const keys2 = Object.keys(this).filter(k => k.startsWith('__react')).join(',');
      console.log('replay', ev.type, this.textContent.slice(0, 20), 'reactKeys', keys.join(','), 'after', keys2, 'connected', this.isConnected, 'defaultPrevented', ev.defaultPrevented, 'aria-expanded now', this.getAttribute('aria-expanded'), this.getAttribute('aria-selected'));
      return r;
    }
    return orig.call(this, ev);
  };
});
const t = Date.now();
await page.goto('http://127.0.0.1:4173' + path, { waitUntil: 'commit' });
const loc = eval(clickSel.join(' '));
await loc.click();
const st = await page.evaluate(() => ({ live: window.earlyInput?.live, held: window.earlyInput?.held.map(h => h.type + ':' + h.target.textContent.slice(0,20)) }));
console.log('clicked at', Date.now() - t, st);
await page.waitForFunction(() => window.earlyInput?.live === true);
console.log('live at', Date.now() - t);
await page.waitForTimeout(1500);
console.log(await page.evaluate(() => ({ url: location.href, dialogs: document.querySelectorAll('[role=dialog]').length, selected: [...document.querySelectorAll('[role=tab][aria-selected=true]')].map(e => e.textContent), expanded: [...document.querySelectorAll('[aria-expanded=true]')].map(e => e.textContent) })));
console.log('remote requests', remotes); console.log(await page.evaluate(() => ({ c: window.__lastTarget?.isConnected, k: Object.keys(window.__lastTarget || {}).join(','), same: window.__lastTarget === [...document.querySelectorAll('button')].find(b => b.textContent.startsWith('Are these')) })));
await browser.close();
