import { trackEvent } from '@staycompliant/analytics';
import { toast } from '@staycompliant/ui/toast';
import { useCallback, useState } from 'react';
import { newsletterMessages } from './newsletter-messages';

const loadSubscribe = () => import('./subscribe');

/**
 * The newsletter's sending state and outcomes. The checking and sending code (zod, supabase-js)
 * is fetched on the visitor's first focus or submit, never with the page.
 */
export function useSubscribe() {
  const [sending, setSending] = useState(false);
  const [fieldError, setFieldError] = useState<string | undefined>();

  const preload = useCallback(() => {
    loadSubscribe()
      .then((module) => module.warmUp())
      .catch(() => {
        // Fetched again on submit, where a failure is reported.
      });
  }, []);

  /** Checks, sends and reports; the outcome tells the form whether to clear or refocus the field. */
  const subscribe = useCallback(async (email: string, honeypotFilled: boolean): Promise<'subscribed' | 'invalid' | 'refused'> => {
    setSending(true);
    try {
      const { subscribe: send } = await loadSubscribe();
      const result = await send(email, { honeypotFilled });
      if (result.outcome === 'invalid') {
        setFieldError(result.message);
        toast.error(result.message);
        return 'invalid';
      }
      setFieldError(undefined);
      if (result.outcome === 'subscribed') {
        toast.success(newsletterMessages.subscribed);
        // A filled honeypot is a bot told it succeeded: not a subscriber.
        if (!honeypotFilled) trackEvent('newsletter_subscribed');
        return 'subscribed';
      }
      if (result.notice.tone === 'warning') toast.warning(result.notice.message);
      else toast.error(result.notice.message);
      return 'refused';
    } catch {
      toast.error(newsletterMessages.failed);
      return 'refused';
    } finally {
      setSending(false);
    }
  }, []);

  return { sending, fieldError, clearFieldError: () => setFieldError(undefined), preload, subscribe };
}
