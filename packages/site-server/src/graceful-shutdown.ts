import { setTimeout as sleep } from 'node:timers/promises';
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  /** How long requests are still served once readiness is 503, so a balancer sees it first (ms). */
  drainDelayMs: number;
  /** From the signal to the exit at most (ms): past it the process exits 1, whatever is in flight. */
  timeoutMs: number;
}

/**
 * On SIGTERM or SIGINT (or an uncaught error, which then exits 1), as a balancer and an
 * orchestrator expect (docs/architecture/operations.md, "Health, readiness and drain"): /readyz answers 503 at
 * once, requests are still served for `drainDelayMs`, then `app.close()` stops listening, lets the
 * requests in flight finish and closes the idle keep-alive connections; the process exits 0, or 1
 * once `timeoutMs` has passed. Each step is a line of the server's log. A second signal exits 1 at
 * once (close-with-grace). When a parent started it with an IPC channel (`npm start`), the parent's
 * end closes it the same way.
 */
export function closeOnSignals(app: FastifyInstance, { drainDelayMs, timeoutMs }: ShutdownOptions): void {
  const closer = closeWithGrace(
    {
      delay: timeoutMs,
      // Its own lines: past the timeout, a second signal, a failed close.
      logger: {
        error: (message: unknown) => app.log.error(message instanceof Error ? `${message.name}: ${message.message}` : String(message)),
      },
    },
    async ({ signal, err, manual }) => {
      const cause = signal ?? (manual ? 'parent gone' : err ? `uncaught ${err.name}` : 'exit');
      if (err) console.error(err);
      const started = performance.now();
      app.startDraining();
      app.log.info({ drainDelayMs }, `draining (${cause}): /readyz answers 503; serving for ${drainDelayMs} ms, then closing`);
      await sleep(drainDelayMs);
      app.log.info('closing: no new connection; the requests in flight finish');
      await app.close();
      app.log.info({ ms: Math.round(performance.now() - started) }, 'drained and closed');
    },
  );
  if (process.connected) process.once('disconnect', () => closer.close());
}
