/** The values the database accepts (docs/product.md, "Company sizes"), with what a visitor reads. */
export const companySizeOptions = [
  { value: 'less than 10', label: 'Fewer than 10 employees' },
  { value: '10-100', label: '10–100 employees' },
  { value: '100+', label: 'More than 100 employees' },
] as const;

export type CompanySize = (typeof companySizeOptions)[number]['value'];

export const companySizes = companySizeOptions.map((option) => option.value) as unknown as readonly [CompanySize, ...CompanySize[]];
