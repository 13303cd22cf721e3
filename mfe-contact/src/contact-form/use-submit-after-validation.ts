import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { isEnquirySubmissionLoaded, loadEnquirySubmission } from './load-enquiry-submission';
import { whenPageIdle } from './when-page-idle';

/**
 * Where the form's validation code stands for a submit: `ready` (loaded, or no submit waits for it),
 * `held` (a submit waits for it), `failed` (it could not load; Retry sends), `retrying` (Retry was pressed).
 */
export type ValidationLoad = 'ready' | 'held' | 'failed' | 'retrying';

/**
 * The enquiry form's validation and sending code (enquiry-submission.ts) loads on the form's first
 * focus or input, or when the browser is idle once the page has settled, never with the page (docs/architecture/site-server.md, "Forms without JavaScript").
 * A submit before it has loaded is held and runs once it has; one more press meanwhile (Enter in a
 * field) is the same submit, so the enquiry is sent once. `send` validates and sends (react-hook-form's
 * handleSubmit); it reads the fields when it runs, so what was typed while the submit was held is sent.
 */
export function useSubmitAfterValidation(send: () => Promise<void>) {
  const formRef = useRef<HTMLFormElement>(null);
  const [validation, setValidation] = useState<ValidationLoad>('ready');
  const running = useRef(false);

  // After a round of attempts has failed, only a submit or Retry tries again: focus and typing
  // would each start another round while the network is down.
  const warmUpFailed = useRef(false);
  const warmUpSubmission = useCallback(() => {
    if (warmUpFailed.current) return;
    loadEnquirySubmission().then(
      (submission) => submission.warmUpBackend(),
      () => {
        warmUpFailed.current = true;
      },
    );
  }, []);

  useEffect(() => {
    // A field focused in the server's HTML, before the app was live, called no handler.
    if (formRef.current?.contains(document.activeElement)) {
      warmUpSubmission();
      return;
    }
    return whenPageIdle(warmUpSubmission);
  }, [warmUpSubmission]);

  const run = async (retry: boolean) => {
    if (running.current) return;
    running.current = true;
    try {
      if (!isEnquirySubmissionLoaded()) {
        setValidation(retry ? 'retrying' : 'held');
        try {
          await loadEnquirySubmission();
        } catch {
          setValidation('failed');
          return;
        }
        setValidation('ready');
      }
      await send();
    } finally {
      running.current = false;
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(false);
  };

  return { formRef, onSubmit, validation, retryValidation: () => void run(true), warmUpSubmission };
}
