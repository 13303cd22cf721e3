import { z } from 'zod';
import type { AlertQueueSettings } from './enquiry-alert-dispatcher.js';

// The ALERT_* variables: an unset or empty one is production's value (the migration's default); one
// that is not what it names stops the start with one line, rather than being quietly ignored.
const wholeAboveZero = z.coerce.number<string>().int().positive();
const unlessEmpty = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const alertQueueEnv = z.object({
  ALERT_DISPATCH_MS: unlessEmpty(wholeAboveZero),
  ALERT_RETRY_DELAYS_S: unlessEmpty(
    z
      .string()
      .transform((value) => value.split(',').map((part) => part.trim()))
      .pipe(z.array(wholeAboveZero).min(1)),
  ),
  ALERT_READ_VT_S: unlessEmpty(wholeAboveZero),
  ALERT_PROBE_INTERVAL_S: unlessEmpty(wholeAboveZero),
  ALERT_MAX_ATTEMPTS: unlessEmpty(wholeAboveZero),
  // `<max>/<seconds>`, production's is 20/3600.
  ALERT_CAP: unlessEmpty(
    z
      .string()
      .transform((value) => value.split('/').map((part) => part.trim()))
      .pipe(z.tuple([wholeAboveZero, wholeAboveZero])),
  ),
});

type AlertQueueVariable = keyof typeof alertQueueEnv.shape;

const expected: Record<AlertQueueVariable, string> = {
  ALERT_DISPATCH_MS: 'a whole number of ms above 0',
  ALERT_RETRY_DELAYS_S: 'whole numbers of seconds above 0, separated by commas',
  ALERT_READ_VT_S: 'a whole number of seconds above 0',
  ALERT_PROBE_INTERVAL_S: 'a whole number of seconds above 0',
  ALERT_MAX_ATTEMPTS: 'a whole number above 0',
  ALERT_CAP: '<max>/<seconds>, each a whole number above 0, e.g. 20/3600',
};

/**
 * The queue's settings from ALERT_DISPATCH_MS, ALERT_RETRY_DELAYS_S, ALERT_READ_VT_S,
 * ALERT_PROBE_INTERVAL_S, ALERT_MAX_ATTEMPTS and ALERT_CAP (unset: no cap, the local default).
 */
export function alertQueueSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): AlertQueueSettings {
  const parsed = alertQueueEnv.safeParse(env);
  if (!parsed.success) {
    const variable = parsed.error.issues[0]?.path[0] as AlertQueueVariable;
    throw new Error(`${variable}=${env[variable]} is not ${expected[variable]}.`);
  }
  const { ALERT_CAP: cap, ...timings } = parsed.data;
  return {
    dispatchMs: timings.ALERT_DISPATCH_MS,
    retryDelaysSeconds: timings.ALERT_RETRY_DELAYS_S,
    readVtSeconds: timings.ALERT_READ_VT_S,
    probeIntervalSeconds: timings.ALERT_PROBE_INTERVAL_S,
    maxAttempts: timings.ALERT_MAX_ATTEMPTS,
    cap: cap ? { max: cap[0], windowSeconds: cap[1] } : null,
  };
}
