import type { Plugin } from 'vite';

/**
 * Marks the chunk holding a module that matches `modulePattern` (React DOM, nearly all of which runs
 * at boot) with V8's explicit compile hint: its functions are then compiled while the file streams
 * in, off the main thread, rather than one by one on the main thread as they are first called.
 * Added after minification, which would drop the comment.
 */
export function compileEagerly(modulePattern: RegExp): Plugin {
  return {
    name: 'compile-eagerly',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && chunk.moduleIds.some((id) => modulePattern.test(id)))
          chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
      }
    },
  };
}
