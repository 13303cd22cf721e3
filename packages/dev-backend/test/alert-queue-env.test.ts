import { describe, expect, it } from 'vitest';
import { alertQueueSettingsFromEnv } from '../src/functions/alert-queue-env.js';

describe('the ALERT_* variables', () => {
  it('unset or empty, leave every setting to production and set no cap', () => {
    expect(alertQueueSettingsFromEnv({})).toEqual({
      dispatchMs: undefined,
      retryDelaysSeconds: undefined,
      readVtSeconds: undefined,
      probeIntervalSeconds: undefined,
      maxAttempts: undefined,
      cap: null,
    });
    expect(alertQueueSettingsFromEnv({ ALERT_MAX_ATTEMPTS: '', ALERT_CAP: '' })).toMatchObject({ maxAttempts: undefined, cap: null });
  });

  it('set, give the tests their scaled timings and a cap', () => {
    expect(
      alertQueueSettingsFromEnv({
        ALERT_DISPATCH_MS: '500',
        ALERT_RETRY_DELAYS_S: '1, 2',
        ALERT_READ_VT_S: '5',
        ALERT_PROBE_INTERVAL_S: '2',
        ALERT_MAX_ATTEMPTS: '1000',
        ALERT_CAP: '20/3600',
      }),
    ).toEqual({
      dispatchMs: 500,
      retryDelaysSeconds: [1, 2],
      readVtSeconds: 5,
      probeIntervalSeconds: 2,
      maxAttempts: 1000,
      cap: { max: 20, windowSeconds: 3600 },
    });
  });

  it.each([
    [{ ALERT_MAX_ATTEMPTS: 'eight' }, 'ALERT_MAX_ATTEMPTS=eight is not a whole number above 0.'],
    [{ ALERT_DISPATCH_MS: '0' }, 'ALERT_DISPATCH_MS=0 is not a whole number of ms above 0.'],
    [{ ALERT_READ_VT_S: '2.5' }, 'ALERT_READ_VT_S=2.5 is not a whole number of seconds above 0.'],
    [{ ALERT_RETRY_DELAYS_S: '1,,2' }, 'ALERT_RETRY_DELAYS_S=1,,2 is not whole numbers of seconds above 0, separated by commas.'],
    [{ ALERT_CAP: '20' }, 'ALERT_CAP=20 is not <max>/<seconds>, each a whole number above 0, e.g. 20/3600.'],
    [{ ALERT_CAP: '20/-1' }, 'ALERT_CAP=20/-1 is not <max>/<seconds>, each a whole number above 0, e.g. 20/3600.'],
  ])('refuse a value that is not what it names, in one line: %o', (env, message) => {
    expect(() => alertQueueSettingsFromEnv(env)).toThrow(message);
  });
});
