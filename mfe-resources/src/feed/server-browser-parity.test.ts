import { describe, expect, it } from 'vitest';
import { articlesOf } from './feed-client';
import hostileSample from './fixtures/hostile-feed-sample.json';
import sample from './fixtures/medium-feed-sample.json';
import { browserHtml } from './html/browser-html';
import { serverHtml } from './html/server-html';

const origins = ['https://miro.medium.com', 'https://cdn-images-1.medium.com', 'http://127.0.0.1:54321'];

// The server renders /resources with the articles it read, and the browser hydrates that data: a
// later fetch in the browser must give the same articles, or the page would change under the visitor.
describe.each([
  ['the stored sample', sample],
  ['a hostile feed', hostileSample],
])('%s', (_, feed) => {
  it('gives the same articles on the server (parse5) as in the browser (DOMParser)', async () => {
    const inTheBrowser = await articlesOf(feed, origins, { read: browserHtml });
    const onTheServer = await articlesOf(feed, origins, { read: serverHtml });
    expect(onTheServer).toEqual(inTheBrowser);
    expect(onTheServer.length).toBeGreaterThan(0);
  });
});
