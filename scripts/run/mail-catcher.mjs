#!/usr/bin/env node
// The local mail catcher (maildev): an SMTP server on MAIL_SMTP_PORT (54325) that keeps every message,
// and a web page plus REST API on MAIL_WEB_PORT (54324), the ports the Supabase CLI gives its own.
// `npm start` and the e2e server start it in-process; run alone (node scripts/run/mail-catcher.mjs) it
// serves until Ctrl-C, which the reliability tests use to stop and restart it.
import { pathToFileURL } from 'node:url';
import { mailSmtpPort, mailWebPort } from '../../packages/local-ports/ports.mjs';

/**
 * Starts maildev on loopback. Resolves with its URLs and a stop function; rejects when a port is
 * taken or maildev cannot start.
 */
export async function startMailCatcher({ smtpPort = mailSmtpPort(), webPort = mailWebPort() } = {}) {
  const { MailDev } = await import('maildev');
  const maildev = new MailDev({ smtp: smtpPort, web: webPort, ip: '127.0.0.1', webIp: '127.0.0.1', silent: true });
  await maildev.start();
  const servers = maildev.getServers();
  servePageToEveryClient(servers?.api?.server.server);
  // The ports bound: port 0 asks for any free one.
  return {
    url: `http://127.0.0.1:${servers?.api?.getAddress()?.port ?? webPort}`,
    smtpHost: '127.0.0.1',
    smtpPort: servers?.smtp.getAddress().port ?? smtpPort,
    stop: () => maildev.stop(),
  };
}

/**
 * maildev's UI sends its page only to a GET whose Accept names text/html (@maildev/ui's not-found
 * handler); a client that asks for anything else (curl, which accepts any type) gets {"error":"Not found"}
 * at the printed URL. That address answers the page whatever the client accepts; the API is untouched.
 * @param {import('node:http').Server | undefined} httpServer
 */
function servePageToEveryClient(httpServer) {
  httpServer?.prependListener('request', (request) => {
    if (request.method === 'GET' && request.url === '/' && !request.headers.accept?.includes('text/html')) {
      request.headers.accept = 'text/html';
    }
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const catcher = await startMailCatcher();
  console.log(`Mail catcher: ${catcher.url} (SMTP 127.0.0.1:${catcher.smtpPort})`);
  const stop = () => catcher.stop().finally(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // Started by the launcher (scripts/run/mail-catcher-process.mjs): it stops with it.
  if (process.send) process.on('disconnect', stop);
}
