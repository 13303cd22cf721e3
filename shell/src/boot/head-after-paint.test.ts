import { describe, expect, it } from 'vitest';
import { dropHintsLoadedNearViewport } from './head-after-paint';

/** The hints the site server writes for the remote modules a page rendered. */
function hints(...hrefs: string[]): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML =
    '<link rel="stylesheet" href="/remotes/contact/styles-a.css">' +
    hrefs
      .map((href) =>
        href.endsWith('.json')
          ? `<link rel="preload" as="fetch" crossorigin="anonymous" fetchpriority="low" href="${href}">`
          : `<link rel="modulepreload" fetchpriority="low" href="${href}">`,
      )
      .join('');
  return template.content;
}

const hrefsIn = (content: DocumentFragment) => [...content.querySelectorAll('link')].map((link) => link.getAttribute('href'));

const home = [
  '/remotes/marketing/build-manifest.json',
  '/remotes/contact/build-manifest.json',
  '/remotes/marketing/remoteEntry.js',
  '/remotes/marketing/__federation_expose_HomePage-a1.js',
  '/remotes/marketing/jsx-runtime-b2.js',
  '/remotes/contact/remoteEntry.js',
  '/remotes/contact/__federation_expose_NewsletterForm-c3.js',
  '/remotes/contact/jsx-runtime-b2.js',
];

describe('dropHintsLoadedNearViewport', () => {
  it("takes out the hints of a remote the page renders only near the viewport, keeping the page's and every stylesheet", () => {
    const content = hints(...home);
    dropHintsLoadedNearViewport(content, { modules: [['marketing', './HomePage']], nearViewport: [['contact', './NewsletterForm']] });
    expect(hrefsIn(content)).toEqual([
      '/remotes/contact/styles-a.css',
      '/remotes/marketing/build-manifest.json',
      '/remotes/marketing/remoteEntry.js',
      '/remotes/marketing/__federation_expose_HomePage-a1.js',
      '/remotes/marketing/jsx-runtime-b2.js',
    ]);
  });

  it('keeps the hints of a remote the page also loads before hydrating (a release folder too)', () => {
    const content = hints(
      '/remotes/contact/0.2.0/remoteEntry.js',
      '/remotes/contact/0.2.0/__federation_expose_ContactPage-d4.js',
      '/remotes/contact/0.2.0/__federation_expose_NewsletterForm-c3.js',
    );
    dropHintsLoadedNearViewport(content, { modules: [['contact', './ContactPage']], nearViewport: [['contact', './NewsletterForm']] });
    expect(hrefsIn(content)).toHaveLength(4);
  });

  it('changes nothing on a page with no part loaded near the viewport', () => {
    const content = hints(...home);
    dropHintsLoadedNearViewport(content, {
      modules: [
        ['marketing', './HomePage'],
        ['contact', './NewsletterForm'],
      ],
    });
    expect(hrefsIn(content)).toHaveLength(home.length + 1);
  });
});
