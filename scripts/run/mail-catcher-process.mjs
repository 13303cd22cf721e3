// The mail catcher in a process of its own (scripts/run/mail-catcher.mjs run alone): loading maildev
// takes seconds of CPU, which then run on the other core, beside the backend's start.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const script = fileURLToPath(new URL('./mail-catcher.mjs', import.meta.url));
const readyLine = /Mail catcher: (\S+) \(SMTP ([^:]+):(\d+)\)/;

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
    child.once('exit', (code, signal) => {
      const lastLine = output
        .trim()
        .split('\n')
        .filter((line) => !line.startsWith('    at '))
        .at(-1);
      reject(new Error(lastLine || `it exited (${signal ?? `exit code ${code}`})`));
    });
  });
}
