// npm test's check of .github/workflows/ (docs/architecture/tests.md, "Tests"): each file against GitHub's
// schema with @action-validator/cli (its WebAssembly build, from node_modules), and each app's workflow
// against the e2e folders e2e/team-slices.mjs gives that app.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { teamSlices } from '../../e2e/team-slices.mjs';

/** The workflow files that fail either check, each reported as it is found. */
export function invalidWorkflowFiles(root) {
  const workflowsDir = join(root, '.github', 'workflows');
  const validator = join(root, 'node_modules', '.bin', 'action-validator');
  const files = existsSync(workflowsDir) ? readdirSync(workflowsDir).filter((name) => /\.ya?ml$/.test(name)) : [];
  const invalid = files.sort().filter((file) => {
    const result = spawnSync(validator, [join(workflowsDir, file)], { stdio: ['ignore', 'inherit', 'pipe'], encoding: 'utf8' });
    // That build does not check the `paths:` globs, and warns so for every list.
    const errors = (result.stderr ?? '')
      .split('\n')
      .filter((line) => line && !line.startsWith('WARNING: Glob validation is not yet supported'));
    if (errors.length > 0) console.error(errors.join('\n'));
    const ok = result.status === 0;
    console.log(`${ok ? 'valid' : 'INVALID'}: .github/workflows/${file}`);
    return !ok;
  });
  // Each app's workflow runs on changes to its folders of e2e/tests/.
  for (const [app, folders] of Object.entries(teamSlices)) {
    const file = join(workflowsDir, `${app}.yml`);
    const listed = existsSync(file)
      ? [...new Set([...readFileSync(file, 'utf8').matchAll(/e2e\/tests\/([\w-]+)\/\*\*/g)].map((match) => match[1]))]
      : [];
    if (listed.sort().join() === [...folders].sort().join()) continue;
    console.log(`INVALID: .github/workflows/${app}.yml lists e2e/tests/{${listed}}, e2e/team-slices.mjs {${folders}}`);
    invalid.push(`${app}.yml`);
  }
  return invalid;
}
