import type { Page } from '@playwright/test';
import { serviceNames } from '../support/external-urls';
import { expect, siteOrigins, test } from '../support/fixtures';
import { serverRenderedRoutes, serviceIds, unknownPath } from '../support/routes';

// What a crawler, a link preview or a visitor whose scripts fail gets: the server's HTML alone.
test.use({ javaScriptEnabled: false });

const site = siteOrigins[0]!;

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

const serviceContent: Record<(typeof serviceIds)[number], string> = {
  incorporation: 'Entity choice and formation',
  legal: 'Contracts and commercial agreements',
  accounting: 'Monthly bookkeeping',
  cfo: 'Financial planning and analysis',
  taxes: 'Federal business returns',
  crypto: 'Wallet and exchange reconciliation',
};

const expected: Record<(typeof serverRenderedRoutes)[number], ExpectedPage> = {
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
  ) as Record<`/services/${(typeof serviceIds)[number]}`, ExpectedPage>),
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
function headOf(page: Page) {
  return page.evaluate(() => {
    const all = (selector: string) => Array.from(document.head.querySelectorAll(selector));
    const contents = (selector: string) => all(selector).map((meta) => meta.getAttribute('content'));
    const byName = (attribute: string, prefix: string) =>
      Object.fromEntries(
        all(`meta[${attribute}^="${prefix}"]`).map((meta) => [meta.getAttribute(attribute), meta.getAttribute('content')]),
      );
    return {
      titles: all('title').map((title) => title.textContent),
      titlesOutsideHead: document.querySelectorAll('body title:not(svg title)').length,
      description: contents('meta[name="description"]'),
      canonical: all('link[rel="canonical"]').map((link) => link.getAttribute('href')),
      robots: contents('meta[name="robots"]'),
      og: byName('property', 'og:'),
      twitter: byName('name', 'twitter:'),
    };
  });
}

for (const path of serverRenderedRoutes) {
  const page_ = expected[path];
  test(`${path}: its HTML holds its h1, its content and its head tags`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(path === unknownPath ? 404 : 200);
    expect(response?.headers()['content-type']).toMatch(/^text\/html/);

    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(page_.h1);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    for (const text of page_.content) await expect(page.getByRole('main'), text).toContainText(text);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('All rights reserved');

    const head = await headOf(page);
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
}

test('no route carries a script that would run inline: each has a src or is JSON data', async ({ request }) => {
  for (const path of serverRenderedRoutes) {
    const html = await (await request.get(path)).text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>/gi)].map((match) => match[1]!.trim());
    expect(scripts.length, path).toBeGreaterThan(0);
    const inline = scripts.filter((attributes) => !/(^|\s)src=/.test(attributes) && !/(^|\s)type="application\/json"/.test(attributes));
    expect(inline, `inline scripts of ${path}`).toEqual([]);
    expect(html, `event-handler attributes of ${path}`).not.toMatch(/<[a-z][^>]*\son[a-z]+=/i);
  }
});

test("each page's state names the remote module the server rendered it from", async ({ request }) => {
  for (const path of serverRenderedRoutes) {
    const module = expected[path].module;
    if (!module) continue;
    const html = await (await request.get(path)).text();
    const json = /<script type="application\/json" id="page-state">([^<]*)<\/script>/.exec(html)?.[1];
    expect(json, path).toBeDefined();
    expect((JSON.parse(json!) as { modules: string[][] }).modules, path).toContainEqual(module);
  }
});

test("/: the footer's newsletter form and the three latest articles are in the HTML, as forms and links that work without JavaScript", async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const form = footer.getByRole('form', { name: 'Subscribe to our newsletter' });
  await form.scrollIntoViewIfNeeded();
  await expect(form).toBeVisible();
  await expect(form).toHaveAttribute('method', 'post');
  await expect(form).toHaveAttribute('action', '/newsletter');
  await expect(form.getByRole('textbox', { name: 'Email address' })).toHaveAttribute('name', 'email');
  await expect(form.locator('input[name="newsletter_website"]')).toHaveCount(1);
  await expect(form.getByRole('button', { name: 'Subscribe' })).toHaveAttribute('type', 'submit');
  // Its code loads as the visitor nears the footer: the page state keeps it out of what loads before hydrating.
  const json = await page.locator('#page-state').textContent();
  const state = JSON.parse(json ?? '{}') as { modules: string[][]; nearViewport?: string[][] };
  expect(state.modules).not.toContainEqual(['contact', './NewsletterForm']);
  expect(state.nearViewport).toEqual(
    expect.arrayContaining([
      ['contact', './NewsletterForm'],
      ['resources', './LatestArticles'],
    ]),
  );

  const articles = page
    .getByRole('region', { name: 'Latest Articles' })
    .getByRole('list', { name: 'Latest articles' })
    .getByRole('article');
  await expect(articles).toHaveCount(3);
  await expect(articles.first().getByRole('link', { name: /Read More/ })).toHaveAttribute('href', /^https?:\/\//);

  // Contact us is a link: without JavaScript it opens the contact page.
  await footer.getByRole('navigation', { name: 'Company' }).getByRole('link', { name: 'Contact us' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
});

test('/pricing?tab=legal is served with the Legal tab selected and its prices', async ({ page }) => {
  await page.goto('/pricing?tab=legal');
  const tabs = page.getByRole('tablist', { name: 'Services' });
  await expect(tabs.getByRole('tab', { name: 'Legal', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.getByRole('tab', { name: 'Incorporation', exact: true })).toHaveAttribute('aria-selected', 'false');
  await expect(tabs.getByRole('tab', { selected: true })).toHaveCount(1);
  const panel = page.getByRole('tabpanel');
  await expect(panel).toHaveCount(1);
  await expect(panel).toHaveAccessibleName('Legal');
  await expect(panel.getByRole('article', { name: 'Basic', exact: true })).toContainText('$549');
  await expect(panel.getByRole('article', { name: 'Pro', exact: true })).toContainText('$1349');
  await expect(page.getByRole('main')).not.toContainText('$449');
});

test('/services/nope is the accounting service, canonically /services/accounting', async ({ page }) => {
  const response = await page.goto('/services/nope');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(serviceNames.accounting);
  await expect(page.getByRole('main')).toContainText(serviceContent.accounting);
  const head = await headOf(page);
  expect(head.titles).toEqual([`${serviceNames.accounting} | StayCompliant`]);
  expect(head.canonical).toEqual([`${site}/services/accounting`]);
  expect(head.og['og:url']).toBe(`${site}/services/accounting`);
  expect(head.robots).toEqual([]);
});
