// The analytics signal, the one model of it (docs/architecture/analytics.md, "Analytics"): the tracker's `Signal`
// type is inferred from this schema (packages/analytics imports the type only, so no zod reaches the
// browser), and the collector Edge Function validates each body with it. The database's checks on
// analytics.event guard the stored row, which the collector derives from a signal.
import { z } from 'zod';
import { signalBodyMaxBytes } from '../signal.mjs';

/** The events the tracker sends; `enquiry_stored` is written only by the database's trigger. */
export const trackedEventNames = ['pageview', 'contact_opened', 'estimate_made', 'calendar_downloaded', 'newsletter_subscribed'] as const;

const flag = z.union([z.literal(0), z.literal(1)]);

/** One event as POSTed to /api/signal: short keys keep the tracker and each request small. */
export const signalSchema = z.object({
  /** The event's name. */
  n: z.enum(trackedEventNames),
  /** The page's path and query when the event happened: a path on the site, not a URL of another origin. */
  u: z
    .string()
    .max(signalBodyMaxBytes)
    .regex(/^\/(?![/\\])/),
  /** document.referrer on the page view of the page load, else "" (the views after it are navigations inside the site). */
  r: z.string().max(signalBodyMaxBytes),
  /** The viewport's width in CSS pixels: the collector turns it into a device class. */
  w: z.number().int().min(0).max(100_000),
  /** 1 when navigator.webdriver says a program drives the browser. */
  b: flag,
  /** 1 when an operator is signed in on this browser: the collector drops the event. */
  o: flag,
});

export type Signal = z.infer<typeof signalSchema>;
export type TrackedEvent = Signal['n'];

/** The signal in `text`, or undefined when it is not JSON of that shape. */
export function parseSignal(text: string): Signal | undefined {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = signalSchema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}
