// Every test shares one backend, and the same test may run in both width projects at once: each names
// its rows with a word no other test or project uses.

/** A word of letters and digits unique to this call, naming the project it runs in. */
export function uniqueWord(prefix: string, projectName: string): string {
  return `${prefix}${projectName}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

/** An address no other test (or project) uses, in mixed case, as a visitor might type it. */
export function uniqueEmail(prefix: string, projectName: string): string {
  return `${prefix}.${uniqueWord('', projectName)}@Example.COM`;
}

/** A logo file name no other test (or project) uses. */
export function uniqueFileName(projectName: string, label: string): string {
  return `e2e-${uniqueWord(`${label}-`, projectName)}.png`;
}
