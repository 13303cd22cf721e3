// The mail catcher in a process of its own (scripts/run/mail-catcher.mjs run alone): loading maildev
// takes seconds of CPU, which then run on the other core, beside the backend's start.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const script = fileURLToPath(new URL('./mail-catcher.mjs', import.meta.url));
const readyLine = /Mail catcher: (\S+) \(SMTP ([^:]+):(\d+)\)/;

/**
 * Why a crashed process stopped, from its output: the error's own line ("Error: listen EADDRINUSE:
 * address already in use 127.0.0.1:54325"), not the stack below it nor Node's closing "Node.js v20.20.2".
 * @param {string} output
 */
export function reasonIn(output) {
  const lines = output.trim().split('\n');
  return (
    lines.find((line) => /^(\w*Error|\w+Exception)\b/.test(line)) ??
    lines.filter((line) => line.trim() && !/^\s+at |^Node\.js v/.test(line)).at(-1)
  );
}

/** Resolves with its URLs and a stop function once it listens; rejects with its output if it exits. */
export function spawnMailCatcher() {
  // The IPC channel closes when this process dies, even by SIGKILL, and the mail catcher then stops.
  const child = fork(script, [], { stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
  let output = '';
  const stop = () =>
    new Promise((done) => {
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    const read = (chunk) => {
      output += chunk.toString();
      const ready = readyLine.exec(output);
      if (ready) resolve({ url: ready[1], smtpHost: ready[2], smtpPort: Number(ready[3]), stop });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code, signal) => reject(new Error(reasonIn(output) || `it exited (${signal ?? `exit code ${code}`})`)));
  });
}
