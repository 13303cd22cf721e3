/*
 * What a founder tells the free tools about the company, the cost estimator (mfe-pricing) and the
 * compliance calendar (mfe-resources), and how their query strings spell it (docs/product.md,
 * "Company answers"). One spelling in both, so a link from one tool to the other keeps the answers.
 */

export const companyTypes = ['single-member-llc', 'multi-member-llc', 'c-corp'] as const;
export type CompanyType = (typeof companyTypes)[number];

export const companyTypeLabels: Record<CompanyType, string> = {
  'single-member-llc': 'Single-member LLC',
  'multi-member-llc': 'Multi-member LLC',
  'c-corp': 'C corporation',
};

/** Whether the owners are all in the US, or foreign (a non-US person or company owns 25% or more). */
export const ownerResidencies = ['us', 'foreign'] as const;
export type OwnerResidency = (typeof ownerResidencies)[number];

/** The answers both tools ask for; the field names are the query parameters' names. */
export interface CompanyAnswers {
  entity: CompanyType;
  owners: OwnerResidency;
}

export const costEstimatorPath = '/pricing/estimate';
export const complianceCalendarPath = '/resources/compliance-calendar';

/** Parameter names and values that links shared before the tools agreed on one spelling still carry. */
const earlierParamNames: Readonly<Record<string, keyof CompanyAnswers>> = { owner: 'owners' };
const earlierCompanyTypes: Readonly<Record<string, CompanyType>> = {
  'llc-single': 'single-member-llc',
  'llc-multi': 'multi-member-llc',
};

/** Every spelling of a company type a link may carry: today's, then the earlier ones. */
export const companyTypeSpellings: readonly string[] = [...companyTypes, ...Object.keys(earlierCompanyTypes)];

/**
 * The query with the company answers in today's spelling (`owner=` is `owners=`, `llc-single` is
 * `single-member-llc`), every other parameter kept as it was, in its place. When a link holds both
 * spellings of one parameter, today's wins.
 */
export function withCurrentCompanySpelling(search: URLSearchParams): URLSearchParams {
  const current = new URLSearchParams();
  for (const [name, value] of search) {
    const currentName = earlierParamNames[name] ?? name;
    if (currentName !== name && search.has(currentName)) continue;
    current.append(currentName, currentName === 'entity' ? (earlierCompanyTypes[value] ?? value) : value);
  }
  return current;
}

/** Whether the query spells a company answer the earlier way, so the page should rewrite its URL. */
export function hasEarlierCompanySpelling(search: URLSearchParams): boolean {
  return withCurrentCompanySpelling(search).toString() !== search.toString();
}

/** A link to one of the tools that carries the answers over, e.g. `/resources/compliance-calendar?entity=c-corp&owners=foreign`. */
export function linkWithAnswers(path: typeof costEstimatorPath | typeof complianceCalendarPath, answers: CompanyAnswers): string {
  return `${path}?${new URLSearchParams({ entity: answers.entity, owners: answers.owners })}`;
}
