import type { ServicePage } from './service-content';

export const accounting: ServicePage = {
  description:
    'We keep your books on an accrual basis, close every month on a set schedule and hand you financial statements you can send to your board, your bank or your tax preparer without rework.',
  groups: [
    {
      title: 'Monthly bookkeeping',
      description: 'Every transaction recorded, categorised and reconciled, every month.',
      details: [
        'Transactions from bank, card and payment-processor feeds categorised to your chart of accounts',
        'Bank and credit card reconciliations',
        'Receipts and bills matched and stored',
        'Accounts payable and accounts receivable tracking',
        'Set-up or clean-up of QuickBooks Online or Xero',
      ],
    },
    {
      title: 'Month-end close and reporting',
      description: 'A close on a fixed calendar, with statements a board can read.',
      details: [
        'Balance sheet, profit and loss and cash flow statement every month',
        'Accruals, prepaid expenses and deferred revenue booked',
        'Burn rate and cash runway report',
        'Commentary on the movements that matter',
        'Close completed within the number of business days agreed in your plan',
      ],
    },
    {
      title: 'Catch-up and clean-up',
      description: 'Months or years behind? We rebuild the books so you can file and raise.',
      details: [
        'Catch-up bookkeeping for prior months and years',
        'Reclassification of miscategorised transactions',
        'Opening balances and equity reconciled to the cap table',
        'Books handed over ready to file',
      ],
    },
    {
      title: 'Payroll and contractor coordination',
      description: 'Payroll, contractors and year-end forms recorded the way your tax return needs them.',
      details: [
        'Payroll journal entries from Gusto, Deel or your provider',
        'Contractor tracking and W-9 collection',
        'Year-end Form 1099-NEC preparation and filing',
        'Sales tax nexus monitoring as your revenue grows',
      ],
    },
  ],
  benefits: [
    'A dedicated accountant who knows your business',
    'Accrual-based books that follow US GAAP',
    'Financial statements investors and banks accept without rework',
    'Books that hand over cleanly to tax filing',
    'Flat monthly pricing based on your transaction volume',
  ],
};
