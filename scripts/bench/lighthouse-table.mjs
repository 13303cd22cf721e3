// The Lighthouse bench's same-run table, as Markdown: every route of the site, then the reference
// page and the peers measured in the same run. Only the site's rows are held to the budgets: each
// of their misses is marked MISS; the other rows are there to compare against.
import { kilobytes, routeAgainstBudgets } from './lighthouse-budgets.mjs';
import { maxHostSteal } from './lighthouse-runner.mjs';

const header = [
  'Page',
  'LCP ÷ reference',
  'TBT ms, median (min–max)',
  'Main-thread work s, median (min–max)',
  'JS in the load window KB (as sent)',
  'First-load JS KB (gzip)',
];

const marked = (text, figure, held) => (held && figure.miss ? `${text} MISS` : text);
const ms = (value) => String(Math.round(value));
const seconds = (value) => (value / 1000).toFixed(1);

function row(label, result, { held, ...against }) {
  const { figures } = routeAgainstBudgets(result, against);
  return [
    label,
    marked(figures.lcpRatio.value.toFixed(2), figures.lcpRatio, held),
    marked(`${ms(result.tbt)} (${result.tbtRange.map(ms).join('–')})`, figures.tbt, held),
    marked(`${seconds(result.mainThreadMs)} (${result.mainThreadRange.map(seconds).join('–')})`, figures.mainThread, held),
    marked(figures.loadWindowKb.value.toFixed(1), figures.loadWindowKb, held),
    marked(figures.firstLoadKb.value.toFixed(1), figures.firstLoadKb, held),
  ];
}

/** The table, then a line per route of the site with its other figures. */
export function printSameRunTable({ federated, bundled, reference, peers }) {
  const against = { reference, peers };
  const rows = [
    ...federated.map((result) => row(`\`${result.route}\``, result, { ...against, held: true })),
    ...bundled.map((result) => row(`\`${result.route}\`, one bundle`, result, { ...against, held: false })),
    row(reference.route, reference, { ...against, held: false }),
    ...Object.values(peers).map((peer) => row(peer.label, peer, { ...against, held: false })),
  ];
  console.log();
  for (const cells of [header, header.map(() => '---'), ...rows]) console.log(`| ${cells.join(' | ')} |`);
  console.log();
  for (const result of [...federated, ...bundled]) {
    const { figures } = routeAgainstBudgets(result, against);
    console.log(
      `${result.route}${bundled.includes(result) ? ' (one bundle)' : ''}: FCP ${figures.fcpRatio.value.toFixed(2)}× the reference's, CLS ${figures.cls.value.toFixed(3)}, perf ${result.scores.performance}, HTML ${kilobytes(result.htmlBytes).toFixed(1)} KB as sent, loaded ahead once idle ${kilobytes(result.aheadGzipBytes ?? 0).toFixed(1)} KB gzip, all sent ${kilobytes(result.totalBytes).toFixed(1)} KB${result.retaken ? `, ${result.retaken} run(s) taken again (the host took over ${(maxHostSteal * 100).toFixed(0)}% of the CPU)` : ''}`,
    );
  }
}
