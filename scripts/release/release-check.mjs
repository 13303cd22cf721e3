import { kitAhead, labelOf, skewRefusal } from '../../packages/version-skew/skew.mjs';

/**
 * The release check: whether the shell can serve every remote of an environment as it would be
 * after a switch, by the refusal the shell and the site server give at run time (skewRefusal).
 * `refusals` are one line each (the remote, the package, both versions and the range); `notes` are
 * what is allowed but worth knowing (a remote built with a newer kit minor than the shell's).
 */
export function checkRelease({ shell, remotes }) {
  const refusals = [];
  const notes = [];
  if (!shell) return { refusals: ['the environment has no shell to check the remotes against'], notes };
  const host = `the shell (${shell.version})`;
  for (const [name, built] of Object.entries(remotes)) {
    if (!built) {
      notes.push(`${name} has no build-manifest.json: it is not checked`);
      continue;
    }
    refusals.push(...(skewRefusal(name, shell, built)?.lines ?? []));
    const ahead = kitAhead(shell, built);
    if (ahead) {
      notes.push(
        `${labelOf(name, built)} was built with ${ahead.package} ${ahead.builtWith}; ${host} has ${ahead.hostVersion}, whose components it gets: it must not need what ${ahead.builtWith} added until the shell has it`,
      );
    }
  }
  return { refusals, notes };
}
