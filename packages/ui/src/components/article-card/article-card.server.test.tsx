// @vitest-environment node

import type { ReactElement } from 'react';
import { prerender } from 'react-dom/static';
import { expect, it } from 'vitest';
import { ArticleCard } from './article-card';

async function serverHtml(element: ReactElement): Promise<string> {
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
}

const card = {
  title: 'Delaware C-Corp or LLC?',
  href: 'https://medium.com/p/1',
  image: 'https://miro.medium.com/a.png',
  date: '2026-11-19',
};

it('names the main image in a preload hint ahead of its HTML, fetched at high priority, as the page head gets it', async () => {
  const html = await serverHtml(<ArticleCard {...card} imagePriority />);
  const hint = html.match(/^<link rel="preload"[^>]*>/)?.[0];
  expect(hint).toContain('href="https://miro.medium.com/a.png"');
  expect(hint).toContain('as="image"');
  expect(hint).toContain('fetchPriority="high"');
  expect(html).toMatch(/<img src="https:\/\/miro\.medium\.com\/a\.png"[^>]*loading="eager"/);
});

it('leaves any other card’s image to load lazily, with no hint', async () => {
  const html = await serverHtml(<ArticleCard {...card} />);
  expect(html).not.toContain('rel="preload"');
  expect(html).toMatch(/<img [^>]*loading="lazy"/);
});
