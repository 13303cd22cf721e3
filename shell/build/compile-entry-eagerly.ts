import type { Plugin } from 'vite';

/**
 * Marks the entry chunk, which holds React DOM (nearly all of it runs at boot), with V8's explicit
 * compile hint: its functions are then compiled while the file streams in, off the main thread,
 * rather than one by one on the main thread as they are first called, which made one long task at
 * takeover on a phone. Added after minification, which would drop the comment.
 */
export function compileEntryEagerly(): Plugin {
  return {
    name: 'compile-entry-eagerly',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && chunk.isEntry && chunk.facadeModuleId?.endsWith('/index.html')) chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
      }
    },
  };
}
