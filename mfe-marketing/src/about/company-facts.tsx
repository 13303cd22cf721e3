import { companyFacts } from '../content/about';

export function CompanyFacts() {
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {companyFacts.map((fact) => (
        <div key={fact.label} className="flex flex-col-reverse gap-1 rounded-card border border-border bg-surface p-5 shadow-card">
          <dt className="text-sm text-muted-foreground">{fact.label}</dt>
          <dd className="text-3xl font-bold text-navy-900 md:text-4xl">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
