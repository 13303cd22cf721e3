import type { RenderedModule } from '@staycompliant/contracts';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RemoteScope } from './remote-scope';
import { modulesToHydrate } from './rendered-modules';

const page: RenderedModule = ['marketing', './HomePage'];
const newsletter: RenderedModule = ['contact', './NewsletterForm'];
const articles: RenderedModule = ['resources', './LatestArticles'];

/** The HTML RemoteScope writes, as the server renders it. */
function scope(remote: RenderedModule[0], module: string, hydratesNearViewport = false) {
  return renderToString(
    <RemoteScope remote={remote} module={module} hydratesNearViewport={hydratesNearViewport}>
      <p>part</p>
    </RemoteScope>,
  );
}

describe('modulesToHydrate', () => {
  it('leaves the parts whose code loads near the viewport out of what loads before hydration', () => {
    const html =
      scope('marketing', './HomePage') + scope('resources', './LatestArticles', true) + scope('contact', './NewsletterForm', true);
    expect(modulesToHydrate(html, [page, articles, newsletter])).toEqual({ beforeHydration: [page], nearViewport: [articles, newsletter] });
  });

  it('loads a module before hydration when the page also renders it as a whole part (the newsletter form on /resources)', () => {
    const html = scope('resources', './ResourcesPage') + scope('contact', './NewsletterForm') + scope('contact', './NewsletterForm', true);
    const resources: RenderedModule = ['resources', './ResourcesPage'];
    expect(modulesToHydrate(html, [resources, newsletter])).toEqual({ beforeHydration: [resources, newsletter], nearViewport: [] });
  });

  it('loads before hydration a module whose place the HTML does not mark (a remote built before the mark)', () => {
    expect(modulesToHydrate('<div data-remote="contact" class="contents"></div>', [newsletter])).toEqual({
      beforeHydration: [newsletter],
      nearViewport: [],
    });
  });
});
