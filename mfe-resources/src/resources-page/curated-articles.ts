import { siteConfig } from '@staycompliant/site-config';
import { formatArticleDate } from '@staycompliant/ui';
import bookkeepingBeforeSeed from '../assets/curated/bookkeeping-before-seed.svg';
import cryptoBalanceSheet from '../assets/curated/crypto-balance-sheet.svg';
import delawareFranchiseTax from '../assets/curated/delaware-franchise-tax.svg';
import firstUsEmployee from '../assets/curated/first-us-employee.svg';
import firstYearComplianceCalendar from '../assets/curated/first-year-compliance-calendar.svg';
import fractionalCfo from '../assets/curated/fractional-cfo.svg';
import type { Article } from '../feed/article';
import { articleExcerpt } from '../feed/article-excerpt';

interface CuratedArticle {
  slug: string;
  title: string;
  description: string;
  publishedOn: string;
  category: string;
  thumbnail: string;
}

/** Shown on /resources when the feed cannot be read (docs/product.md, "/resources"). Each links to the blog. */
const curated: readonly CuratedArticle[] = [
  {
    slug: 'first-year-compliance-calendar',
    title: 'Your First-Year Compliance Calendar for a Delaware C-Corp',
    description:
      'From the 83(b) election in your first thirty days to the March 1 franchise tax and annual report, these are the deadlines every new Delaware corporation meets in year one, and what missing each of them costs.',
    publishedOn: '2025-04-15',
    category: 'Incorporation',
    thumbnail: firstYearComplianceCalendar,
  },
  {
    slug: 'bookkeeping-before-your-seed-round',
    title: 'Bookkeeping Before Your Seed Round: What Investors Will Ask For',
    description:
      'Due diligence starts with your books. Accrual-basis statements, a clean cap table, reconciled bank accounts and a monthly close are what a lead investor expects to see before signing a term sheet.',
    publishedOn: '2025-03-27',
    category: 'Accounting',
    thumbnail: bookkeepingBeforeSeed,
  },
  {
    slug: 'delaware-franchise-tax-pay-the-smaller-bill',
    title: 'Delaware Franchise Tax: How to Pay the Smaller Bill',
    description:
      'The notice from Delaware often shows a five-figure amount. Recalculating with the assumed par value capital method usually brings a startup with authorized but unissued shares down to a few hundred dollars.',
    publishedOn: '2025-02-18',
    category: 'Tax',
    thumbnail: delawareFranchiseTax,
  },
  {
    slug: 'hiring-your-first-us-employee',
    title: 'Hiring Your First US Employee: Payroll, Contractors and State Registrations',
    description:
      'Before the first paycheck you need a payroll provider, state withholding and unemployment accounts, workers compensation cover and a clear line between employees and contractors, in every state your team lives in.',
    publishedOn: '2025-01-30',
    category: 'Legal',
    thumbnail: firstUsEmployee,
  },
  {
    slug: 'when-to-bring-in-a-fractional-cfo',
    title: 'When to Bring In a Fractional CFO',
    description:
      'A fractional CFO pays for itself when you are planning a raise, burning cash faster than forecast or reporting to a board. Here is what the role covers at seed and Series A, and what it does not.',
    publishedOn: '2024-12-12',
    category: 'CFO Advisory',
    thumbnail: fractionalCfo,
  },
  {
    slug: 'crypto-on-the-balance-sheet',
    title: 'Crypto on the Balance Sheet: Tokens, Stablecoins and Staking Rewards',
    description:
      'Fair value accounting for crypto assets changed how companies report tokens. We walk through recording purchases, stablecoin treasury, staking rewards and impairment, with the tax lots your auditors will ask to see.',
    publishedOn: '2024-11-21',
    category: 'Crypto',
    thumbnail: cryptoBalanceSheet,
  },
];

export const curatedArticles: readonly Article[] = curated.map(({ slug, publishedOn, category, description, ...article }) => ({
  ...article,
  id: `curated:${slug}`,
  excerpt: articleExcerpt(description),
  publishedOn,
  date: formatArticleDate(publishedOn),
  category,
  link: siteConfig.blogUrl,
}));
