import type { ServicePage } from './service-content';

export const crypto: ServicePage = {
  description:
    'On-chain activity does not fit neatly into ordinary books. We reconcile wallets and exchanges, compute cost basis lot by lot, and turn DeFi, staking and token activity into financial statements and tax returns that hold up to scrutiny.',
  groups: [
    {
      title: 'Wallet and exchange reconciliation',
      description: 'Every wallet, exchange and chain in one ledger that ties back to the balances on chain.',
      details: [
        'Wallet and exchange data brought into one ledger across chains',
        'Transfers between your own wallets matched, so they are not treated as sales',
        'Gas fees, bridges and wrapped tokens recorded correctly',
        'Monthly reconciliation of on-chain balances to the books',
      ],
    },
    {
      title: 'Cost basis and gains',
      description: 'Gains and losses you can defend, computed with one method applied consistently.',
      details: [
        'Cost basis by lot, using specific identification or FIFO',
        'Realised and unrealised gains and losses',
        'Fair value measurement of crypto assets under ASU 2023-08',
        'Clean-up of prior-year impairment accounting',
      ],
    },
    {
      title: 'DeFi, staking and token income',
      description: 'The income events ordinary bookkeeping misses, recognised when they happen.',
      details: [
        'Staking and validator rewards recognised as income when received',
        'Liquidity pool, lending and yield positions tracked',
        'Airdrops, token grants and vesting schedules',
        'Token treasury and SAFT accounting',
        'NFT sales and royalties',
      ],
    },
    {
      title: 'Crypto tax filing and audit readiness',
      description: 'Returns that report digital assets correctly, with the evidence behind every number.',
      details: [
        'Form 8949 and Schedule D detail for digital asset disposals',
        'The digital asset question answered correctly on every return',
        'Reconciliation of Form 1099-DA broker reports to your own records',
        'Audit-ready documentation of every position',
      ],
    },
  ],
  benefits: [
    'Accountants who read block explorers, not only bank statements',
    'Every wallet and chain in one reconciled ledger',
    'Tax positions documented for audit',
    'Experience with DAOs, protocols, funds and Web3 startups',
    'Works with the crypto sub-ledger tools you already use',
  ],
};
