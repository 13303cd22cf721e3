/** The figures and values of the about page. Years match the route's meta description. */
export const companyFacts = [
  { value: '8+', label: 'years keeping founders compliant' },
  { value: '4–20', label: 'years of experience per team member' },
  { value: '6', label: 'services under one roof' },
  { value: '50', label: 'states we file in' },
] as const;

export interface TeamDiscipline {
  title: string;
  experience: string;
  description: string;
}

/** The team, by discipline: who does the work behind each service. */
export const teamDisciplines: readonly TeamDiscipline[] = [
  {
    title: 'Corporate and legal',
    experience: '6 to 20 years',
    description: 'Attorneys and paralegals who form, govern and close companies, and draft the contracts founders sign.',
  },
  {
    title: 'Accounting and controllership',
    experience: '4 to 15 years',
    description: 'Accountants and controllers who close the books every month and prepare companies for audit.',
  },
  {
    title: 'Tax',
    experience: '5 to 18 years',
    description: 'Enrolled agents and CPAs who file federal, state and international returns for startups and their owners.',
  },
  {
    title: 'Crypto and Web3 finance',
    experience: '4 to 9 years',
    description: 'Specialists who reconcile wallets, exchanges and protocols, and document cost basis for audit.',
  },
];

export interface CompanyValue {
  title: string;
  description: string;
}

export const companyValues: readonly CompanyValue[] = [
  {
    title: 'Clear before clever',
    description: 'We explain every filing and every number in plain English, so founders decide with full information.',
  },
  {
    title: 'Deadlines are promises',
    description: 'A missed state filing or a late Form 5472 costs real money. We track every date as if it were our own.',
  },
  {
    title: 'One team, whole picture',
    description: 'Legal, accounting and tax sit together, so a decision in one never becomes a surprise in another.',
  },
  {
    title: 'Price before work',
    description: 'Scope and price are agreed after a first consultation call, before we start. No surprise invoices.',
  },
];
