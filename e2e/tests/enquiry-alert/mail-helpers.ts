import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { mailWebPort } from '@staycompliant/local-ports';
import { expect } from '../support/fixtures';

/** A message as maildev's REST API (GET /api/email) returns it. */
export interface CaughtMail {
  id: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  from: { address: string; name: string }[];
  to: { address: string; name: string }[];
}

export const mailCatcherUrl = (port = mailWebPort()) => `http://127.0.0.1:${port}`;

async function caughtMail(webUrl = mailCatcherUrl()): Promise<CaughtMail[]> {
  const response = await fetch(`${webUrl}/api/email`);
  expect(response.status).toBe(200);
  return (await response.json()) as CaughtMail[];
}

/** The messages whose text part holds `needle` (e.g. the enquiry's unique e-mail address). */
export async function mailHolding(needle: string, webUrl = mailCatcherUrl()): Promise<CaughtMail[]> {
  return (await caughtMail(webUrl)).filter((mail) => mail.text.includes(needle));
}

/** Waits until exactly one message holds `needle`, and returns it with the time it took. */
export async function waitForOneMail(
  needle: string,
  timeoutMs: number,
  webUrl = mailCatcherUrl(),
): Promise<{ mail: CaughtMail; waitedMs: number }> {
  const started = Date.now();
  await expect.poll(async () => (await mailHolding(needle, webUrl)).length, { timeout: timeoutMs, intervals: [100] }).toBe(1);
  const waitedMs = Date.now() - started;
  return { mail: (await mailHolding(needle, webUrl))[0]!, waitedMs };
}

const repoRoot = join(import.meta.dirname, '..', '..', '..');

/** `node scripts/run/mail-catcher.mjs` on its own ports, as a process a test can stop and start again. */
export async function spawnMailCatcher(webPort: number, smtpPort: number): Promise<{ child: ChildProcess; stop(): Promise<void> }> {
  const child = spawn(process.execPath, [join(repoRoot, 'scripts', 'run', 'mail-catcher.mjs')], {
    env: { ...process.env, MAIL_WEB_PORT: String(webPort), MAIL_SMTP_PORT: String(smtpPort) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The mail catcher exited with ${child.exitCode}:\n${output}`);
    if (/Mail catcher: /.test(output)) break;
    if (Date.now() > deadline) throw new Error(`The mail catcher did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
