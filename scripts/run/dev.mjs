#!/usr/bin/env node
// `pnpm dev`: the shell's Vite dev server on DEV_PORT (5173), composing every remote from its
// source, so that any save, the shell's or a remote's, reaches the page by hot module replacement;
// the local backend on BACKEND_PORT and the mail catcher. Says once, with the URLs, when they answer
// (docs/architecture/development.md, "The daily loop").
import { join } from 'node:path';
import { buildIfChanged } from '../build/build-if-changed.mjs';
import { root } from '../setup/pnpm-runtime.mjs';
import { exitIfPortsTaken, exitIfRefused, secondsSince, startStack, stopOnSignals } from './stack.mjs';

const startedAt = Date.now();
await exitIfPortsTaken(['DEV_PORT', 'BACKEND_PORT', 'MAIL_WEB_PORT', 'MAIL_SMTP_PORT'], 'pnpm dev');
buildIfChanged(join(root, 'packages', 'dev-backend'), { app: false });

const stack = await startStack({ site: 'dev', edgeFunctions: process.env.EDGE_FUNCTIONS !== 'off', quietBackend: false }).catch(
  exitIfRefused,
);
stopOnSignals(stack);
const { siteUrl, siteAnswers, backendUrl, backend, mail } = stack;

console.log(
  [
    '',
    `  Shell (hot reload):  ${siteUrl}${siteAnswers ? '' : '  (not answering: see the [shell] lines above)'}`,
    `  Backend:             ${backendUrl}${backend ? '' : '  (not built: see the lines above)'}`,
    mail.url ? `  Mail catcher:        ${mail.url}` : `  Mail catcher:        not running (${mail.problem}); enquiries are still stored`,
    '',
    `  Ready in ${secondsSince(startedAt)} s. Every save, a remote's too, shows in the page at once; Ctrl-C stops.`,
    '',
  ].join('\n'),
);
