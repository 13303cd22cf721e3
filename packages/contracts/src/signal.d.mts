// The signal's shape is the zod schema's (src/schemas/signal-schema.ts), as types only: importing this
// entry brings no zod.
export type { Signal, TrackedEvent } from './schemas/signal-schema.ts';

/** The site's own path the tracker posts each signal to; the host forwards it to the collector. */
export declare const signalPath: '/api/signal';
/** The most bytes a signal's body may take, at the site server and at the collector alike. */
export declare const signalBodyMaxBytes: 2048;
