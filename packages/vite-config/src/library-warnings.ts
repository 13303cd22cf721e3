import type { Rollup } from 'vite';

/**
 * Rollup's warnings, less two about libraries' own code that no one here can act on:
 * - MODULE_LEVEL_DIRECTIVE: libraries mark their client components 'use client', which means nothing
 *   to a bundle;
 * - INVALID_ANNOTATION in node_modules: zod 4 writes comments that mention `@__PURE__` where Rollup
 *   cannot read an annotation; Rollup drops the comment and the code stays as it is.
 */
export function warnAboutOurCode(warning: Rollup.RollupLog, warn: (warning: Rollup.RollupLog) => void) {
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
  if (warning.code === 'INVALID_ANNOTATION' && /node_modules/.test(warning.id ?? warning.message)) return;
  warn(warning);
}
