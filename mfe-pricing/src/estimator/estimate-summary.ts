import { companyTypeLabels, enquiryDetailsMaxLength } from '@staycompliant/contracts';
import { formatDollars } from '../content/plan-display';
import type { EstimateChoices } from './estimate-choices';
import { estimatorCopy as copy } from './estimator-copy';
import type { EstimateLine, FirstYearEstimate } from './first-year-estimate';

/** '$449', or 'from $2,628' when built on a starting price. */
export function estimateAmount(amount: number, startsFrom: boolean): string {
  return `${startsFrom ? 'from ' : ''}${formatDollars(amount)}`;
}

/** 'Starts from $219 per month × 12' or '$300 per state × 2': the list price and how often it counts. */
export function lineBasis(line: EstimateLine): string {
  const { prefix, amount, note } = line.price;
  const price = [prefix, amount, note].filter(Boolean).join(' ');
  return line.firstYearUnits > 1 ? `${price} × ${line.firstYearUnits}` : price;
}

function lineText(line: EstimateLine): string {
  const later =
    line.laterYears === 0
      ? copy.firstYearOnly
      : line.laterYears === line.firstYear
        ? 'each year'
        : copy.perYearAfter(estimateAmount(line.laterYears, line.startsFrom));
  return `- ${line.name}, ${line.detail}: ${lineBasis(line)} = ${estimateAmount(line.firstYear, line.startsFrom)} (${later})`;
}

/**
 * The estimate as plain text for the enquiry's Additional Details: what the operator reads. It fits
 * the enquiry's limit: the link goes first if it must, then the text is cut.
 */
export function estimateSummary(choices: EstimateChoices, estimate: FirstYearEstimate, link: string): string {
  const lines = [
    `${copy.title} (indicative). Company: ${companyTypeLabels[choices.entity]} with ${choices.owners === 'foreign' ? 'foreign' : 'US'} owners.`,
    ...estimate.lines.map(lineText),
    ...estimate.tailored.map((line) => `- ${line.name}, ${line.detail}: ${copy.tailoredTitle} (${copy.tailoredNote})`),
    `${copy.firstYear}: ${estimateAmount(estimate.firstYearTotal, estimate.startsFrom)}. ${copy.laterYears}: ${estimateAmount(estimate.laterYearsTotal, estimate.startsFrom)}.`,
    copy.statutoryFees,
  ];
  const withLink = [...lines, `Estimate: ${link}`].join('\n');
  if (withLink.length <= enquiryDetailsMaxLength) return withLink;
  const text = lines.join('\n');
  return text.length <= enquiryDetailsMaxLength ? text : `${text.slice(0, enquiryDetailsMaxLength - 1)}…`;
}
