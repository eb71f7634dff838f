import { useRef } from 'react';
import { useSearchParams } from '@xingheng/shared/router';
import { useCompleteLogin } from '../../lib/useCompleteLogin';
import { useSubmission } from '../../lib/useSubmission';
import { usePhoneAccountDeps } from './phoneAccountDeps';

/** The register form's values (`confirm` is checked by the form only). */
export interface RegisterValues {
  phone: string;
  code: string;
  password: string;
  confirm: string;
  agree: boolean;
}

/**
 * The registration flow (SPEC §7 `verifySmsCode` + `phoneRegister`, docs/api.md "Registration and
 * password reset"): trades the code for an SMS ticket, creates the account, stores the token,
 * fetches user info and goes to the sanitised `redirect` query (default `/`), replacing the page
 * in the history. A ticket is kept for its phone and code, so a retry after a refused password
 * does not spend a second code.
 * @returns `submit(values)` (never rejects), `submitting`, `error` (the API's Chinese `msg` or null)
 */
export function useRegister() {
  const deps = usePhoneAccountDeps();
  const completeLogin = useCompleteLogin();
  const [searchParams] = useSearchParams();
  const { run, submitting, error } = useSubmission();
  const ticket = useRef<{ key: string; smsTicket: string } | null>(null);

  const submit = ({ phone, code, password }: RegisterValues) =>
    run(async () => {
      const key = `${phone}|${code}`;
      if (ticket.current?.key !== key) {
        const verified = await deps.verifySmsCode({ phone, code, purpose: 'register' });
        ticket.current = { key, smsTicket: verified.smsTicket };
      }
      const { smsTicket } = ticket.current;
      const { token } = await deps.phoneRegister({ phone, smsTicket, password, agree: true });
      ticket.current = null;
      await completeLogin(token, searchParams.get('redirect'));
    });

  return { submit, submitting, error };
}
