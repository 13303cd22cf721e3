// The analytics signal's transport, the one place that names it (docs/architecture/analytics.md, "Analytics"):
// where the tracker posts and the site server listens, and how many bytes a signal may take. Plain
// JavaScript, so the site server's compiled code loads it under Node as the browser's tracker does; the
// signal's shape is src/schemas/signal-schema.ts, which the tracker imports as a type only.

/** @typedef {import('./schemas/signal-schema.ts').Signal} Signal */
/** @typedef {import('./schemas/signal-schema.ts').TrackedEvent} TrackedEvent */

/** The site's own path the tracker posts each signal to; the host forwards it to the collector. */
export const signalPath = '/api/signal';

/** The most bytes a signal's body may take, at the site server and at the collector alike. */
export const signalBodyMaxBytes = 2048;
