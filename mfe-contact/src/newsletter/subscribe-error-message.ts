import { newsletterMessages } from './newsletter-messages';

/** What the backend said when it refused a subscription. */
export interface SubscribeFailure {
  /** PostgREST or PostgreSQL error code, when the answer had one. */
  code?: string;
  /** The HTTP status, when known. */
  status?: number;
}

export interface SubscribeNotice {
  tone: 'warning' | 'error';
  message: string;
}

const missingTableCodes = new Set(['42P01', 'PGRST205']);

/** The one place that turns a refused subscription into what the visitor reads (docs/product.md, "Missing subscriber table"). */
export function subscribeErrorMessage({ code, status }: SubscribeFailure): SubscribeNotice {
  if (code === '23505') return { tone: 'warning', message: newsletterMessages.alreadySubscribed };
  if ((code && missingTableCodes.has(code)) || (!code && status === 404)) {
    return { tone: 'error', message: newsletterMessages.unavailable };
  }
  return { tone: 'error', message: newsletterMessages.failed };
}
