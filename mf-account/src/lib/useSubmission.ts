import { useState } from 'react';
import { failureMessage } from './failureMessage';

/**
 * The state of one form submission of the account pages (SPEC §8: they show a refusal inline,
 * not as a toast): whether it runs, and the message of the last failure.
 * @returns `run(work)`: clears the message, sets `submitting` while `work` runs, and turns a
 *   rejection into `error` (the API's Chinese `msg`, else the network message); `clearError()`
 */
export function useSubmission() {
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (work: () => Promise<void>) => {
    setError(null);
    setSubmitting(true);
    try {
      await work();
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setSubmitting(false);
    }
  };

  return { run, submitting, error, clearError: () => setError(null) };
}
