/** Written at build time by `kitRelease()` (kit-release.ts) from packages/ui. */
declare module 'virtual:kit-release' {
  /** `version` in packages/ui/package.json. */
  export const version: string;
  /** packages/ui/CHANGELOG.md as Markdown without its title; null until the first `changeset version`. */
  export const changelog: string | null;
}
