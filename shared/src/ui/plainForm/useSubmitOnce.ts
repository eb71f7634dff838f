import { useRef, useState } from 'react';
import { failureMessage } from '../../api/failureMessage';

/** What {@link useSubmitOnce} returns. */
export interface SubmitOnce<V> {
  /** True from the start of a submission until it settles (the button's `loading`). */
  pending: boolean;
  /** The last submission's failure as a message, or null (cleared when a new one starts). */
  error: string | null;
  /** Runs the action with the form's values; ignored while one is under way. Never rejects. */
  submit: (values: V) => Promise<void>;
}

/**
 * One form submission at a time (a double click sends once), with its pending flag and its
 * failure shown as a message (the plain forms' `PlainButton` `loading` and `PlainAlert`).
 * @param action what a submission does; whatever it throws becomes `error`
 * @param toMessage turns a failure into the message shown (default: the API's `msg` or a generic
 *   one, `failureMessage`)
 */
export function useSubmitOnce<V>(
  action: (values: V) => Promise<void>,
  toMessage: (failure: unknown) => string = failureMessage,
): SubmitOnce<V> {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);

  const submit = async (values: V) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    setError(null);
    try {
      await action(values);
    } catch (failure) {
      setError(toMessage(failure));
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };
  return { pending, error, submit };
}
