// Each team's own browser tests: the folders of e2e/tests/ that test its app, by the app's package name.
// `pnpm --filter <app> test:e2e` runs them (E2E_SLICE=<app>, read by playwright.config.ts) against the
// production build; each app's workflow in .github/workflows/ runs that script and lists the same folders
// in its `paths:` filter (npm test's Lint stage checks that they agree). The delivery tests (redeploy,
// releases, daily-loop) rebuild apps and start other servers: they run in the whole suite only.
// docs/architecture/tests.md, "Tests".

/** @type {Readonly<Record<string, readonly string[]>>} */
export const teamSlices = {
  // The site: the shell's layout and error pages, loading the remotes, server rendering, the front door.
  shell: ['shell', 'federation', 'server-rendering', 'remote-faults', 'security'],
  'mfe-marketing': ['marketing', 'marketing-logos'],
  'mfe-pricing': ['pricing', 'cost-estimator'],
  'mfe-resources': ['resources', 'compliance-calendar'],
  // The analytics dashboard is mfe-contact's (src/analytics-dashboard), beside the operators' inbox.
  'mfe-contact': ['contact', 'operator-inbox', 'enquiry-alert', 'analytics'],
};

/** Folders of e2e/tests/ in no slice: shared helpers, and the delivery tests. */
const unsliced = ['support', 'redeploy', 'releases', 'daily-loop'];

/** The spec files of one slice, as a Playwright `testMatch`. */
export function sliceTestMatch(slice) {
  const folders = teamSlices[slice];
  if (!folders) throw new Error(`E2E_SLICE=${slice} names no slice; the slices: ${Object.keys(teamSlices).join(', ')}.`);
  return new RegExp(`[\\\\/]tests[\\\\/](${folders.join('|')})[\\\\/].*\\.spec\\.ts$`);
}

/** Folders among `folders` (those of e2e/tests/) that no slice and no `unsliced` entry names. */
export function foldersInNoSlice(folders) {
  const named = new Set([...Object.values(teamSlices).flat(), ...unsliced]);
  return folders.filter((folder) => !named.has(folder));
}
