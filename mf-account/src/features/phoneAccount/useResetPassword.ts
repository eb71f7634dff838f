import { useState } from 'react';
import { clearAuth, useAppDispatch } from '@xingheng/shared';
import { failureMessage } from '../../lib/failureMessage';
import { usePhoneAccountDeps } from './phoneAccountDeps';

/** Where the reset stands: proving the phone, choosing the password, or done. */
export type ResetStep = 'verify' | 'password' | 'done';

/**
 * The password-reset flow (SPEC §7 `verifySmsCode` + `resetPassword`, docs/api.md "Registration
 * and password reset"): `verify(phone, code)` trades the code for an SMS ticket and moves on to the
 * password step; `reset(password)` sets it. The API then ends every session of the account, this
 * browser's included, so the stored token is cleared too.
 * @returns `step`, `phone` (the proven phone), `verify` and `reset` (never reject), `busy`, `error`
 *   (the API's Chinese `msg` of the last failed call, or null)
 */
export function useResetPassword() {
  const deps = usePhoneAccountDeps();
  const dispatch = useAppDispatch();
  const [step, setStep] = useState<ResetStep>('verify');
  const [proof, setProof] = useState<{ phone: string; smsTicket: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (call: () => Promise<void>) => {
    setError(null);
    setBusy(true);
    try {
      await call();
    } catch (e) {
      setError(failureMessage(e));
    } finally {
      setBusy(false);
    }
  };

  const verify = (phone: string, code: string) =>
    run(async () => {
      const { smsTicket } = await deps.verifySmsCode({ phone, code, purpose: 'reset' });
      setProof({ phone, smsTicket });
      setStep('password');
    });

  const reset = (password: string) =>
    run(async () => {
      if (!proof) return;
      await deps.resetPassword({ phone: proof.phone, smsTicket: proof.smsTicket, password });
      dispatch(clearAuth());
      setStep('done');
    });

  /** Back to the first step (e.g. the ticket expired after 10 minutes). */
  const restart = () => {
    setProof(null);
    setError(null);
    setStep('verify');
  };

  return { step, phone: proof?.phone ?? null, verify, reset, restart, busy, error };
}
