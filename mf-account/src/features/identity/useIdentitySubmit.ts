import { useState } from 'react';
import { useUnsavedForm, type IdentityInfo } from '@xingheng/shared';
import { failureMessage } from '../../lib/failureMessage';

/**
 * The submission of an identity form (personal or enterprise, docs/api.md "Identity
 * verification"): the busy flag, the API's refusal as a message above the fields, and the
 * form's unsaved-work guard, cleared once the API accepted it.
 * @param unsavedLabel what the unsaved-work prompt calls the form, e.g. `个人实名认证表单`
 * @param send posts the values; `null` when they cannot be sent (nothing happens then)
 * @param onSubmitted called with the new state (pending review) after the API accepted it
 * @returns `submit(values)` for the form's `onFinish`, `submitting`, `error` (Chinese, or null)
 *   and `onValuesChange` for the form
 */
export function useIdentitySubmit<Values>(
  unsavedLabel: string,
  send: (values: Values) => Promise<IdentityInfo> | null,
  onSubmitted: (info: IdentityInfo) => void,
) {
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const unsaved = useUnsavedForm(unsavedLabel);

  const submit = async (values: Values) => {
    const sent = send(values);
    if (!sent) return;
    setSubmitting(true);
    setError(null);
    try {
      const info = await sent;
      unsaved.markSaved();
      onSubmitted(info);
    } catch (failure) {
      setError(failureMessage(failure));
      setSubmitting(false);
    }
  };

  return { submit, submitting, error, onValuesChange: unsaved.onValuesChange };
}
