// The floor of the Lighthouse bench on this host: a small static page, no script, no web font, no
// stylesheet request, served from memory and measured with the same settings as the site. Its icon
// is inline, as the site's is: without one the browser asks for /favicon.ico, and that request,
// made before the first paint in some runs and not others, moved its LCP between 622 and 752 ms. Whatever
// it reads (blocking time above all: the browser's own work after the first paint, slowed like the
// site's) no page of the site can read less.
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';
import { launchChromium, lighthouseMedians } from './lighthouse-runner.mjs';

const paragraphs = [
  'We incorporate your company, keep its books, file its taxes and keep it in good standing with the state, so you can build the product.',
  'Founders in fintech, SaaS and Web3 hand us their compliance: one team for the filings, the accounting and the questions in between.',
  'Tell us about your company in a free 15-minute call. We will tell you what you need to file, and what you can safely ignore.',
];
const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,"><title>Reference page</title><meta name="description" content="A static page with no script: the floor of the Lighthouse bench on this host.">
<style>body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#0f172a}main{max-width:40rem;margin:0 auto;padding:2rem 1rem}h1{font-size:2.25rem;line-height:1.2}</style></head>
<body><main><h1>Start and stay compliant in the USA</h1>${paragraphs.map((text) => `<p>${text}</p>`).join('')}</main></body></html>`;
const body = gzipSync(page);

/** Lighthouse medians for the reference page, at the site's CPU slowdown. */
export async function measureReferencePage({ runs, cpuSlowdown }) {
  // Not 4190: fetch() refuses that port (it is on the WHATWG list of ports blocked for HTTP).
  const port = 4191;
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip', 'cache-control': 'no-cache' });
    response.end(body);
  });
  await new Promise((listening) => server.listen(port, '127.0.0.1', listening));
  const chromium = await launchChromium();
  try {
    const [result] = await lighthouseMedians({
      siteUrl: `http://127.0.0.1:${port}`,
      routes: ['/'],
      runs,
      port: chromium.port,
      cpuSlowdown,
    });
    return { ...result, route: `reference page (${(page.length / 1024).toFixed(1)} KB)` };
  } finally {
    await chromium.close();
    await new Promise((closed) => server.close(closed));
  }
}
