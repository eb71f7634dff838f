import { useSearchParams } from '@xingheng/shared/router';
import { useCaptchaProvider } from '../../lib/captcha/useCaptchaProvider';
import { useCompleteLogin } from '../../lib/useCompleteLogin';
import { useSubmission } from '../../lib/useSubmission';
import { useLoginDeps } from './loginDeps';

/** The password login form's values. */
export interface PasswordLoginValues {
  phone: string;
  password: string;
}

/**
 * The password login flow (SPEC §4, §5, §8): captcha first — any `ret` other than 0 stops silently;
 * then `login`; on success the token is stored, user info fetched and the user sent to the
 * sanitised `redirect` query (default `/`), replacing `/login` in the history.
 * @returns `submit(values)` (never rejects), `submitting`, and `error`: the API's `msg` of the last
 *   failed login, or null
 */
export function usePasswordLogin() {
  const captcha = useCaptchaProvider();
  const { login } = useLoginDeps();
  const completeLogin = useCompleteLogin();
  const [searchParams] = useSearchParams();
  const { run, submitting, error } = useSubmission();

  const submit = ({ phone, password }: PasswordLoginValues) =>
    run(async () => {
      const check = await captcha.verify();
      if (check.ret !== 0) return;
      const { token } = await login({ phone, password, ticket: check.ticket, rand: check.randstr });
      await completeLogin(token, searchParams.get('redirect'));
    });

  return { submit, submitting, error };
}
