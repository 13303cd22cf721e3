import fintechLaunchThumbnail from '../assets/stories/fintech-launch.svg';
import saasCleanupThumbnail from '../assets/stories/saas-cleanup.svg';
import web3TreasuryThumbnail from '../assets/stories/web3-treasury.svg';

/** Ids match the `videos` keys of the site config. */
export type ClientStoryId = 'fintech-launch' | 'web3-treasury' | 'saas-cleanup';

export interface ClientStory {
  id: ClientStoryId;
  title: string;
  clientName: string;
  position: string;
  company: string;
  industry: string;
  videoThumbnail: string;
  description: string;
}

export const clientStories: readonly ClientStory[] = [
  {
    id: 'fintech-launch',
    title: 'From idea to a funded Delaware C-corp in three weeks',
    clientName: 'Amara Nwosu',
    position: 'Founder & CEO',
    company: 'Ledgerly',
    industry: 'Fintech',
    videoThumbnail: fintechLaunchThumbnail,
    description:
      'A founder based in Lagos incorporated in Delaware, obtained an EIN without an SSN, opened a US bank account and closed a pre-seed SAFE round with documents her investors’ counsel accepted as drafted.',
  },
  {
    id: 'web3-treasury',
    title: 'A multi-chain treasury, reconciled and audit-ready',
    clientName: 'Tomás Rivera',
    position: 'Head of Operations',
    company: 'Meridian Labs',
    industry: 'Web3 infrastructure',
    videoThumbnail: web3TreasuryThumbnail,
    description:
      'Staking income, liquidity positions and token grants across five chains brought into one ledger, with fair-value reporting and a cost-basis trail the auditors signed off on.',
  },
  {
    id: 'saas-cleanup',
    title: 'Two years of books rebuilt before a Series A',
    clientName: 'Rachel Kim',
    position: 'Co-founder & COO',
    company: 'Brightloop',
    industry: 'B2B SaaS',
    videoThumbnail: saasCleanupThumbnail,
    description:
      'Cash-basis spreadsheets replaced by accrual books under ASC 606, back returns filed with Form 5472, and a monthly board pack in place before the first diligence call.',
  },
];
