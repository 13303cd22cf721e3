// Every page the server renders, as a crawler, a link preview or a visitor whose scripts fail gets
// it: the built site server's answer alone, parsed by a real HTML parser (docs/architecture/server-rendering.md,
// "Server rendering", and docs/architecture/tests.md, "Tests"). Each path is fetched once; every check of it reads that answer.
import { createHash } from 'node:crypto';
import { sitePort } from '@staycompliant/local-ports';
import { elementsWithConflictingClasses } from '@staycompliant/ui/class-conflicts';
import { describe, expect, it } from 'vitest';
import { bookingUrls, serviceNames } from '../../../../e2e/tests/support/external-urls.js';
import { serverRenderedRoutes, serviceIds, unknownPath } from '../../../../e2e/tests/support/routes.js';
import { builtSiteTimeout, missingBuilds, serveBuiltSite } from '../test-support/built-site.js';
import { allNamed, bannerOf, fieldLabelled, landmarksOf, named, nameOf, pageStateOf, roles, textOf } from '../test-support/html-queries.js';

const { missing, skipped } = missingBuilds('pages-without-javascript.test.ts');
const site = `http://127.0.0.1:${sitePort()}`;

type Route = (typeof serverRenderedRoutes)[number];
type ServiceId = (typeof serviceIds)[number];

interface ExpectedPage {
  h1: string;
  /** The title before ' | StayCompliant' (the home page's comes after it). */
  title: string;
  /** Text the page's own content holds, not only its frame. */
  content: string[];
  canonicalPath?: string;
  noindex?: boolean;
  /** The remote module the page is made of (the page state lists it for the browser). */
  module?: [remote: string, module: string];
}

const serviceContent: Record<ServiceId, string> = {
  incorporation: 'Entity choice and formation',
  legal: 'Contracts and commercial agreements',
  accounting: 'Monthly bookkeeping',
  cfo: 'Financial planning and analysis',
  taxes: 'Federal business returns',
  crypto: 'Wallet and exchange reconciliation',
};

const expected: Record<Route, ExpectedPage> = {
  '/': {
    h1: 'Start & Stay Compliant in USA',
    title: 'StayCompliant | Start & Stay Compliant in USA',
    content: ['Keep your USA company 100% compliant with us', 'What Our Clients Say', 'Our trusted partners'],
    module: ['marketing', './HomePage'],
  },
  '/services': {
    h1: 'Our Services',
    title: 'Services | StayCompliant',
    content: ['Six services that take a US company from formation to its yearly filings', 'Learn More about Tax Filing'],
    module: ['marketing', './ServicesPage'],
  },
  ...(Object.fromEntries(
    serviceIds.map((id) => [
      `/services/${id}`,
      {
        h1: serviceNames[id],
        title: `${serviceNames[id]} | StayCompliant`,
        content: [serviceContent[id], 'Other services'],
        module: ['marketing', './ServiceDetailPage'],
      },
    ]),
  ) as Record<`/services/${ServiceId}`, ExpectedPage>),
  '/pricing': {
    h1: 'Pricing',
    title: 'Pricing | StayCompliant',
    content: ['$449', 'plus statutory fees', 'Frequently asked questions', 'Are these prices final?'],
    module: ['pricing', './PricingPage'],
  },
  '/pricing?tab=legal': {
    h1: 'Pricing',
    title: 'Pricing | StayCompliant',
    content: ['$549', '$1349', '5 reviewed documents'],
    canonicalPath: '/pricing',
    module: ['pricing', './PricingPage'],
  },
  '/pricing/estimate': {
    h1: 'First-year cost estimate',
    title: 'First-year cost estimator | StayCompliant',
    content: ['Incorporation · Basic', 'Tax filing · LLC return', '$1,048', 'Statutory state fees are extra.'],
    module: ['pricing', './CostEstimatorPage'],
  },
  // A shared estimate: $449 + $219 × 12 + $1200 + one Form 5472 ($300, pre-selected for foreign owners).
  '/pricing/estimate?entity=c-corp&owners=foreign&acct=basic': {
    h1: 'First-year cost estimate',
    title: 'First-year cost estimator | StayCompliant',
    content: ['Accounting plan · Basic', 'Tax filing · C corporation return', 'Forms 5472 · × 1', 'from $4,577', 'from $4,128'],
    canonicalPath: '/pricing/estimate',
    module: ['pricing', './CostEstimatorPage'],
  },
  // The same estimate from a link in the earlier spelling: $449 + $599 + one Form 5472 ($300).
  '/pricing/estimate?entity=llc-multi&owner=foreign': {
    h1: 'First-year cost estimate',
    title: 'First-year cost estimator | StayCompliant',
    content: ['Tax filing · LLC return', 'Forms 5472 · × 1', '$1,348'],
    canonicalPath: '/pricing/estimate',
    module: ['pricing', './CostEstimatorPage'],
  },
  '/resources': {
    h1: 'Resources',
    title: 'Resources | StayCompliant',
    content: ['Plain-English articles on US incorporation, bookkeeping, taxes and crypto compliance'],
    module: ['resources', './ResourcesPage'],
  },
  '/resources/compliance-calendar': {
    h1: 'Compliance calendar',
    title: 'Compliance calendar | StayCompliant',
    content: ['C corporation', 'Form 1120 corporate income tax return', 'Delaware annual franchise tax report', 'Information, not advice'],
    module: ['resources', './ComplianceCalendarPage'],
  },
  '/resources/compliance-calendar?entity=single-member-llc&state=wyoming&owners=foreign&formed=3': {
    h1: 'Compliance calendar',
    title: 'Compliance calendar | StayCompliant',
    content: ['Single-member LLC', 'Form 5472 with a pro forma Form 1120', 'Wyoming annual report', 'March 1,'],
    canonicalPath: '/resources/compliance-calendar',
    module: ['resources', './ComplianceCalendarPage'],
  },
  // The same calendar from a link in the earlier spelling.
  '/resources/compliance-calendar?entity=llc-single&state=wyoming&owner=foreign&formed=3': {
    h1: 'Compliance calendar',
    title: 'Compliance calendar | StayCompliant',
    content: ['Single-member LLC · formed in Wyoming · foreign-owned', 'Form 5472 with a pro forma Form 1120', 'March 1,'],
    canonicalPath: '/resources/compliance-calendar',
    module: ['resources', './ComplianceCalendarPage'],
  },
  '/about': {
    h1: 'Compliance, handled by people who have done it for 8+ years',
    title: 'About us | StayCompliant',
    content: ['Why we started', 'How we work'],
    module: ['marketing', './AboutPage'],
  },
  '/partners': {
    h1: 'Tools our clients run on',
    title: 'Partners | StayCompliant',
    content: ['Mercury', 'Business banking', 'QuickBooks'],
    module: ['marketing', './PartnersPage'],
  },
  '/customers': {
    h1: 'Client success stories',
    title: 'Customers | StayCompliant',
    content: ['From idea to a funded Delaware C-corp in three weeks', 'What founders tell us'],
    module: ['marketing', './CustomersPage'],
  },
  // The contact dialog's form, rendered whole: a visitor without scripts still sees what it asks.
  '/contact': {
    h1: 'Contact us',
    title: 'Contact us | StayCompliant',
    content: [
      'Tell us about your company and what you need.',
      'Company Size',
      'Services Interested In',
      'Additional Details',
      'Prefer to talk?',
      'hello@staycompliant.example',
    ],
    module: ['contact', './ContactPage'],
  },
  '/contact?service=taxes': {
    h1: 'Contact us',
    title: 'Contact us | StayCompliant',
    content: ['Tax Filing', 'Additional Details'],
    canonicalPath: '/contact',
    module: ['contact', './ContactPage'],
  },
  '/privacy-policy': {
    h1: 'Privacy Policy',
    title: 'Privacy Policy | StayCompliant',
    content: ['What we collect', 'Your rights'],
  },
  '/terms-of-service': {
    h1: 'Terms of Service',
    title: 'Terms of Service | StayCompliant',
    content: ['Information, not advice', 'Liability'],
  },
  '/cookies': {
    h1: 'Cookie Policy',
    title: 'Cookie Policy | StayCompliant',
    content: ['Storage we use', 'What we do not use'],
  },
  '/admin/logos': {
    h1: 'Client logos',
    title: 'Client logos | StayCompliant',
    content: ['Upload and remove the logos shown'],
    noindex: true,
  },
  // The session lives in the browser: the server renders the heading and the sign-in's skeleton.
  '/admin/enquiries': {
    h1: 'Enquiries',
    title: 'Enquiries | StayCompliant',
    content: ['Every enquiry sent through the contact dialog', 'Checking your sign-in'],
    noindex: true,
    module: ['contact', './EnquiryInboxPage'],
  },
  '/admin/enquiries?status=new&q=ada&id=2f0b1c9e-8d8a-4c55-9d1e-3c6f1b2a7e01': {
    h1: 'Enquiries',
    title: 'Enquiries | StayCompliant',
    content: ['Checking your sign-in'],
    canonicalPath: '/admin/enquiries',
    noindex: true,
    module: ['contact', './EnquiryInboxPage'],
  },
  '/admin/subscribers': {
    h1: 'Subscribers',
    title: 'Subscribers | StayCompliant',
    content: ['Everyone who subscribed to the newsletter', 'Checking your sign-in'],
    noindex: true,
    module: ['contact', './SubscribersPage'],
  },
  '/admin/analytics': {
    h1: 'Analytics',
    title: 'Analytics | StayCompliant',
    content: ['counted without cookies', 'Checking your sign-in'],
    noindex: true,
    module: ['contact', './AnalyticsPage'],
  },
  '/admin/analytics?range=custom&from=2026-11-01&to=2026-11-26&bucket=day': {
    h1: 'Analytics',
    title: 'Analytics | StayCompliant',
    content: ['Checking your sign-in'],
    canonicalPath: '/admin/analytics',
    noindex: true,
    module: ['contact', './AnalyticsPage'],
  },
  [unknownPath]: {
    h1: 'Oops! Page not found',
    title: 'Page not found | StayCompliant',
    content: ['The page you are looking for does not exist or has moved.'],
    noindex: true,
  },
};

/** The head tags a search engine or a link preview reads, as the document holds them. */
function headOf(document: Document) {
  const all = (selector: string) => [...document.head.querySelectorAll(selector)];
  const contents = (selector: string) => all(selector).map((meta) => meta.getAttribute('content'));
  const byName = (attribute: string, prefix: string) =>
    Object.fromEntries(all(`meta[${attribute}^="${prefix}"]`).map((meta) => [meta.getAttribute(attribute), meta.getAttribute('content')]));
  return {
    titles: all('title').map((title) => title.textContent),
    titlesOutsideHead: [...document.body.querySelectorAll('title')].filter((title) => !title.closest('svg')).length,
    description: contents('meta[name="description"]'),
    canonical: all('link[rel="canonical"]').map((link) => link.getAttribute('href')),
    robots: contents('meta[name="robots"]'),
    og: byName('property', 'og:'),
    twitter: byName('name', 'twitter:'),
  };
}

/** One directive of a Content-Security-Policy header, as its list of sources. */
const directive = (policy: unknown, name: string) =>
  String(policy)
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name)
    ?.slice(1);

/** Opens a new tab, safely, as every link off the site does. */
function expectNewTabLink(link: Element, href: string) {
  expect(link.getAttribute('href')).toBe(href);
  expect(link.getAttribute('target')).toBe('_blank');
  expect(link.getAttribute('rel')).toBe('noopener noreferrer');
}

describe.skipIf(missing.length > 0)(`the built site's pages without JavaScript${skipped}`, builtSiteTimeout, () => {
  const built = serveBuiltSite();

  describe.each(serverRenderedRoutes)('%s', (path) => {
    const page_ = expected[path];

    it('is served as HTML under the policy, with its one h1, its content and the site’s frame', async () => {
      const { status, headers, document } = await built.page(path);
      expect(status).toBe(path === unknownPath ? 404 : 200);
      expect(headers['content-type']).toMatch(/^text\/html/);
      expect(directive(headers['content-security-policy'], 'script-src')).toEqual(["'self'", expect.stringMatching(/^'sha256-/)]);

      const main = document.querySelector('main');
      expect(document.querySelectorAll('h1')).toHaveLength(1);
      const h1 = main?.querySelector('h1');
      expect(textOf(h1)).toBe(page_.h1);
      expect(h1?.closest('[hidden], [aria-hidden="true"]')).toBeNull();
      for (const text of page_.content) expect(textOf(main), text).toContain(text);
      expect(bannerOf(document)).toBeDefined();
      expect(textOf(document.querySelector('footer'))).toContain('All rights reserved');
    });

    it('names each landmark apart from every other of its role (axe landmark-unique)', async () => {
      const { document } = await built.page(path);
      const landmarks = landmarksOf(document);
      expect(landmarks.map(({ role }) => role)).toEqual(expect.arrayContaining(['banner', 'main', 'contentinfo', 'navigation']));
      const seen = new Map<string, number>();
      for (const { role, name } of landmarks) seen.set(`${role} "${name}"`, (seen.get(`${role} "${name}"`) ?? 0) + 1);
      expect([...seen].filter(([, count]) => count > 1).map(([landmark, count]) => `${count} × ${landmark}`)).toEqual([]);
    });

    it('has no element whose classes override each other (the kit merges no classes: packages/ui/src/lib/cn.ts)', async () => {
      const { document } = await built.page(path);
      expect(elementsWithConflictingClasses(document.body)).toEqual([]);
    });

    it('carries its head tags: title, robots, canonical address, description, Open Graph and Twitter card', async () => {
      const head = headOf((await built.page(path)).document);
      expect(head.titles).toEqual([page_.title]);
      expect(head.titlesOutsideHead).toBe(0);
      expect(head.robots).toEqual(page_.noindex ? ['noindex'] : []);
      if (path === unknownPath) {
        // A page that does not exist names no canonical address of its own.
        expect(head.canonical).toEqual([]);
        return;
      }
      const canonical = `${site}${page_.canonicalPath ?? path}`;
      expect(head.canonical).toEqual([canonical]);
      expect(head.description).toHaveLength(1);
      const description = head.description[0]!;
      expect(description.length).toBeGreaterThan(20);
      expect(head.og).toEqual({
        'og:type': 'website',
        'og:site_name': 'StayCompliant',
        'og:title': page_.title,
        'og:description': description,
        'og:url': canonical,
        'og:image': expect.stringMatching(new RegExp(`^${site.replace(/\./g, '\\.')}/[^?#]+\\.(png|jpe?g|webp)$`)),
        'og:image:width': expect.stringMatching(/^\d+$/),
        'og:image:height': expect.stringMatching(/^\d+$/),
      });
      expect(head.twitter).toEqual({
        'twitter:card': 'summary_large_image',
        'twitter:title': page_.title,
        'twitter:description': description,
        'twitter:image': head.og['og:image'],
      });
    });

    it('carries one inline script, the early-input script in the head, which the policy allows by its hash; its page state names its module', async () => {
      const { body, document, headers } = await built.page(path);
      const scripts = [...document.querySelectorAll('script')];
      expect(scripts.length).toBeGreaterThan(0);
      const inline = scripts.filter((script) => !script.hasAttribute('src') && script.getAttribute('type') !== 'application/json');
      expect(inline.map((script) => script.parentElement?.tagName)).toEqual(['HEAD']);
      expect(inline[0]?.textContent).toContain('earlyInput');
      const hash = `'sha256-${createHash('sha256')
        .update(inline[0]?.textContent ?? '')
        .digest('base64')}'`;
      expect(directive(headers['content-security-policy'], 'script-src')).toEqual(["'self'", hash]);
      expect(body, 'event-handler attributes').not.toMatch(/<[a-z][^>]*\son[a-z]+=/i);
      if (page_.module) expect(pageStateOf(document).modules).toContainEqual(page_.module);
    });
  });

  it('/: What we do’s six cards lead to each service', async () => {
    const { document } = await built.page('/');
    const whatWeDo = named(document, roles.region, 'What we do');
    expect([...whatWeDo.querySelectorAll('h3')].map(textOf)).toEqual(Object.values(serviceNames));
    const learnMore = allNamed(whatWeDo, roles.link, /Learn More/);
    expect(learnMore.map((link) => link.getAttribute('href'))).toEqual(serviceIds.map((id) => `/services/${id}`));
  });

  // docs/product.md: parts that read the backend render their placeholder on the server and load in
  // the browser, so a page never holds data that changes without a deploy.
  it("/: the client logos' placeholder, not logos baked into the HTML", async () => {
    const { document } = await built.page('/');
    const section = named(document, roles.region, 'Clients who trust us');
    expect(textOf(section.querySelector('h2'))).toBe('Clients who trust us');
    expect(section.querySelectorAll('img, [role="img"]')).toHaveLength(0);
    expect(section.querySelectorAll('[data-testid="logo-placeholder"]').length).toBeGreaterThan(0);
  });

  it("/: the header's More opens the browser's own popover of its three links, so it works without JavaScript", async () => {
    const { document } = await built.page('/');
    const nav = named(bannerOf(document)!, 'nav', 'Main');
    const more = allNamed(nav, 'button', 'More');
    expect(more).toHaveLength(1);
    const popover = document.getElementById(more[0]!.getAttribute('popovertarget') ?? '');
    expect(popover?.getAttribute('popover')).toBe('auto');
    const links = [...popover!.querySelectorAll('a')].map((link) => [textOf(link), link.getAttribute('href')]);
    expect(links).toEqual([
      ['Resources', '/resources'],
      ['Compliance calendar', '/resources/compliance-calendar'],
      ['Customers', '/customers'],
    ]);
  });

  it("/: the footer's newsletter form posts without JavaScript, its code waits for the viewport, and Contact us is a link", async () => {
    const { document } = await built.page('/');
    const footer = document.querySelector('footer')!;
    const form = named(footer, roles.form, 'Subscribe to our newsletter') as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/newsletter');
    expect(fieldLabelled(form, 'Email address').name).toBe('email');
    expect(form.querySelectorAll('input[name="newsletter_website"]')).toHaveLength(1);
    expect(allNamed(form, 'button', 'Subscribe').map((button) => button.getAttribute('type'))).toEqual(['submit']);
    // Its code loads as the visitor nears the footer: the page state keeps it out of what loads before hydrating.
    const state = pageStateOf(document);
    expect(state.modules).not.toContainEqual(['contact', './NewsletterForm']);
    expect(state.nearViewport).toEqual(
      expect.arrayContaining([
        ['contact', './NewsletterForm'],
        ['resources', './LatestArticles'],
      ]),
    );
    // Without JavaScript the contact dialog cannot open: Contact us leads to the contact page.
    const company = named(footer, roles.navigation, 'Company');
    expect(allNamed(company, roles.link, 'Contact us').map((link) => link.getAttribute('href'))).toEqual(['/contact']);
  });

  it('/services/<id>: each service page books a call on its own booking page, in a new tab', async () => {
    for (const id of serviceIds) {
      const { document } = await built.page(`/services/${id}`);
      const name = serviceNames[id];
      const cta = named(document, roles.region, `Talk to us about ${name}`);
      expectNewTabLink(named(cta, roles.link, /Book a free consultation/), bookingUrls[id]);
      const glance = named(document, 'aside', 'At a glance');
      expectNewTabLink(named(glance, roles.link, /Book a call/), bookingUrls[id]);
    }
  });

  it('/services/nope is the accounting service, canonically /services/accounting', async () => {
    const { status, document } = await built.page('/services/nope');
    expect(status).toBe(200);
    const main = document.querySelector('main');
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    expect(textOf(main?.querySelector('h1'))).toBe(serviceNames.accounting);
    expect(textOf(main)).toContain(serviceContent.accounting);
    const head = headOf(document);
    expect(head.titles).toEqual([`${serviceNames.accounting} | StayCompliant`]);
    expect(head.canonical).toEqual([`${site}/services/accounting`]);
    expect(head.og['og:url']).toBe(`${site}/services/accounting`);
    expect(head.robots).toEqual([]);
  });

  it('/pricing?tab=legal is served with the Legal tab selected and its prices', async () => {
    const { document } = await built.page('/pricing?tab=legal');
    const tabs = named(document, '[role="tablist"]', 'Services');
    const selected = (name: string) => named(tabs, roles.tab, name).getAttribute('aria-selected');
    expect(selected('Legal')).toBe('true');
    expect(selected('Incorporation')).toBe('false');
    expect(tabs.querySelectorAll('[role="tab"][aria-selected="true"]')).toHaveLength(1);
    const panels = document.querySelectorAll(roles.tabpanel);
    expect(panels).toHaveLength(1);
    const panel = panels[0]!;
    expect(nameOf(panel)).toBe('Legal');
    expect(textOf(named(panel, roles.article, 'Basic'))).toContain('$549');
    expect(textOf(named(panel, roles.article, 'Pro'))).toContain('$1349');
    expect(textOf(document.querySelector('main'))).not.toContain('$449');
  });

  it(`${unknownPath}: the 404 page leads home`, async () => {
    const { document } = await built.page(unknownPath);
    expect(allNamed(document.querySelector('main')!, roles.link, 'Return to Home').map((link) => link.getAttribute('href'))).toEqual(['/']);
  });

  it("/blog says 'Redirecting to our blog...' with a plain link to it, for whoever the script does not send on", async () => {
    const { status, document } = await built.page('/blog');
    expect(status).toBe(200);
    const main = document.querySelector('main')!;
    expect(textOf(main.querySelector('h1'))).toBe('Redirecting to our blog...');
    expect(allNamed(main, roles.link, 'open our blog').map((link) => link.getAttribute('href'))).toEqual([
      'https://medium.com/staycompliant',
    ]);
  });
});
