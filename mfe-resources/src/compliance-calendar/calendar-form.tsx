import { type CompanyType, companyTypeLabels } from '@staycompliant/contracts';
import { Button, monthNames } from '@staycompliant/ui';
import { FormField, NativeSelect, NativeSelectOption } from '@staycompliant/ui/forms';
import { type ChangeEvent, useEffect, useRef } from 'react';
import { type CalendarChoices, calendarPagePath, choicesFromSearch, sameChoices, yearChoices } from './calendar-choices';
import { formationStateLabels, formationStates } from './deadline-rules';

interface Option {
  value: string;
  label: string;
}

const months: Option[] = monthNames.map((name, index) => ({ value: String(index + 1), label: name }));

/** The calendar lists its default, the C corporation, first. */
const entityOrder: readonly CompanyType[] = ['c-corp', 'multi-member-llc', 'single-member-llc'];

function ChoiceField({
  name,
  label,
  hint,
  value,
  options,
  onChange,
}: {
  name: string;
  label: string;
  hint?: string;
  value: string;
  options: readonly Option[];
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
}) {
  return (
    <FormField label={label} hint={hint} controlId={`calendar-${name}`}>
      <NativeSelect name={name} value={value} onChange={onChange}>
        {options.map((option) => (
          <NativeSelectOption key={option.value} value={option.value}>
            {option.label}
          </NativeSelectOption>
        ))}
      </NativeSelect>
    </FormField>
  );
}

/** The form's fields as a query string, read the way the URL is read. */
function choicesInForm(form: HTMLFormElement, thisYear: number): CalendarChoices {
  const fields = [...new FormData(form).entries()].map(([name, value]): [string, string] => [name, String(value)]);
  return choicesFromSearch(new URLSearchParams(fields), thisYear);
}

/**
 * The visitor's company. A plain GET form: before the page's script runs (or without it) it loads the
 * page for the chosen query; once live, each choice updates the calendar at once.
 */
export function CalendarForm({
  choices,
  thisYear,
  onChoose,
  onShow,
}: {
  choices: CalendarChoices;
  thisYear: number;
  onChoose: (choices: CalendarChoices) => void;
  /** After an explicit "Show my deadlines". */
  onShow: () => void;
}) {
  const form = useRef<HTMLFormElement>(null);
  const chooseFromForm = () => form.current && onChoose(choicesInForm(form.current, thisYear));

  // A choice made before the page was live is still in its select: keep it rather than the URL's.
  useEffect(() => {
    if (!form.current) return;
    const inForm = choicesInForm(form.current, thisYear);
    if (!sameChoices(inForm, choices)) onChoose(inForm);
    // Once, after the first render in the browser.
  }, []);

  return (
    <form
      ref={form}
      method="get"
      action={calendarPagePath}
      aria-labelledby="calendar-form-title"
      onSubmit={(event) => {
        event.preventDefault();
        chooseFromForm();
        onShow();
      }}
      className="grid gap-5 rounded-card border border-border bg-surface p-5 shadow-card sm:p-6 md:grid-cols-2 lg:grid-cols-1"
    >
      <h2 id="calendar-form-title" className="text-xl font-semibold text-navy-900 md:col-span-2 lg:col-span-1">
        Your company
      </h2>
      <ChoiceField
        name="entity"
        label="Entity type"
        value={choices.entity}
        options={entityOrder.map((value) => ({ value, label: companyTypeLabels[value] }))}
        onChange={chooseFromForm}
      />
      <ChoiceField
        name="state"
        label="State of formation"
        value={choices.state}
        options={formationStates.map((value) => ({ value, label: formationStateLabels[value] }))}
        onChange={chooseFromForm}
      />
      {choices.state === 'wyoming' && (
        <ChoiceField
          name="formed"
          label="Month it was formed"
          hint="Wyoming’s annual report is due on the first day of this month."
          value={String(choices.formationMonth)}
          options={months}
          onChange={chooseFromForm}
        />
      )}
      <ChoiceField
        name="owners"
        label="Owners"
        hint="Foreign: a non-US person or company owns 25% or more."
        value={choices.owners}
        options={[
          { value: 'us', label: 'US owners only' },
          { value: 'foreign', label: 'Foreign-owned' },
        ]}
        onChange={chooseFromForm}
      />
      <ChoiceField name="fye" label="Tax year ends in" value={String(choices.fiscalYearEnd)} options={months} onChange={chooseFromForm} />
      <ChoiceField
        name="year"
        label="Deadlines in"
        value={String(choices.year)}
        options={yearChoices(thisYear).map((year) => ({ value: String(year), label: String(year) }))}
        onChange={chooseFromForm}
      />
      <Button type="submit" variant="primary" className="w-full md:col-span-2 lg:col-span-1">
        Show my deadlines
      </Button>
    </form>
  );
}
