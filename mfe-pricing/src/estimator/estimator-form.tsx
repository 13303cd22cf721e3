import { companyTypeLabels, companyTypes, ownerResidencies } from '@staycompliant/contracts';
import type { ReactNode } from 'react';
import { planPriceDisplay } from '../content/plan-display';
import { ChoiceRadios } from './choice-radios';
import { CountField } from './count-field';
import { type EstimateChoices, form5472Count } from './estimate-choices';
import { estimatorCopy as copy } from './estimator-copy';
import { countedExtras, foreignLlcExtraId, planServices, taxPlanFor } from './estimator-services';
import { foreignLlcFilingApplies, planOf, taxExtra } from './first-year-estimate';
import { PlanSelect } from './plan-select';
import type { UpdateChoices } from './use-estimate-choices';

const priceText = (price: string, note?: string) => {
  const display = planPriceDisplay({ price });
  return [display.prefix, display.amount, note].filter(Boolean).join(' ');
};

function Panel({ legend, hint, children }: { legend: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 rounded-card border border-border bg-surface p-5 shadow-card sm:p-6">
      {/* Floated, the legend lays out like a heading inside the box instead of on its border. */}
      <legend className="float-left w-full text-xl font-semibold text-navy-900">{legend}</legend>
      {hint && <p className="clear-left pt-1 text-sm text-muted-foreground">{hint}</p>}
      <div className="clear-left flex flex-col gap-5 pt-4">{children}</div>
    </fieldset>
  );
}

function CheckboxRow({
  label,
  hint,
  name,
  checked,
  onChange,
}: {
  label: string;
  hint: string;
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex cursor-pointer items-start gap-3 text-sm">
      <input
        type="checkbox"
        name={name}
        value="yes"
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
        className="mt-0.5 size-5 shrink-0 accent-primary"
      />
      <span className="flex flex-col gap-0.5">
        <span className="font-medium text-navy-900">{label}</span>
        <span className="text-muted-foreground">{hint}</span>
      </span>
    </label>
  );
}

/** The founder's choices. Every change goes straight to the URL; there is nothing to submit. */
export function EstimatorForm({ choices, update }: { choices: EstimateChoices; update: UpdateChoices }) {
  const taxPlan = planOf('taxes', taxPlanFor[choices.entity]);
  const foreignLlc = taxExtra(foreignLlcExtraId);
  return (
    <form aria-label="Estimate choices" noValidate onSubmit={(event) => event.preventDefault()} className="flex min-w-0 flex-col gap-6">
      <Panel legend={copy.companyLegend}>
        <ChoiceRadios
          legend={copy.entityLegend}
          name="entity"
          options={companyTypes.map((type) => ({ value: type, label: companyTypeLabels[type] }))}
          value={choices.entity}
          onChange={(entity) => update((current) => ({ ...current, entity }))}
          className="sm:grid-cols-3"
        />
        <ChoiceRadios
          legend={copy.ownersLegend}
          name="owners"
          options={ownerResidencies.map((residency) => ({ value: residency, label: copy.ownerLabels[residency] }))}
          value={choices.owners}
          onChange={(owners) => update((current) => ({ ...current, owners }))}
          className="sm:grid-cols-2"
        />
      </Panel>

      <Panel legend={copy.servicesLegend}>
        <div className="grid gap-5 sm:grid-cols-2">
          {planServices.map((service) => (
            <PlanSelect
              key={service.id}
              service={service}
              value={choices.plans[service.id]}
              onChange={(plan) => update((current) => ({ ...current, plans: { ...current.plans, [service.id]: plan } }))}
            />
          ))}
        </div>
        <CheckboxRow
          label={copy.taxFiling}
          hint={`${choices.entity === 'c-corp' ? 'C corporation' : 'LLC'} return: ${priceText(taxPlan.price, taxPlan.billing)}`}
          name="tax"
          checked={choices.taxFiling}
          onChange={(taxFiling) => update((current) => ({ ...current, taxFiling }))}
        />
      </Panel>

      {choices.taxFiling && (
        <Panel legend={copy.extrasLegend} hint={copy.extrasHint}>
          <div className="grid gap-5 sm:grid-cols-2">
            {countedExtras.map((counted) => {
              const extra = taxExtra(counted.id);
              const isForm5472 = counted.id === 'form-5472';
              const price = priceText(extra.price, extra.unit);
              return (
                <CountField
                  key={counted.id}
                  label={counted.name}
                  name={counted.param}
                  hint={isForm5472 ? `${price}. ${copy.form5472Hint}` : price}
                  value={isForm5472 ? form5472Count(choices) : (choices.counts[counted.id] ?? 0)}
                  max={counted.max}
                  onChange={(count) => update((current) => ({ ...current, counts: { ...current.counts, [counted.id]: count } }))}
                />
              );
            })}
          </div>
          {foreignLlcFilingApplies(choices) && (
            <CheckboxRow
              label={copy.foreignLlcFiling}
              hint={`${priceText(foreignLlc.price)} per year, for a single-member LLC with foreign owners`}
              name="fsmllc"
              checked={choices.foreignLlcFiling}
              onChange={(foreignLlcFiling) => update((current) => ({ ...current, foreignLlcFiling }))}
            />
          )}
        </Panel>
      )}
    </form>
  );
}
