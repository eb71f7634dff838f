import { apiPost, type LoginResult } from '@xingheng/shared';

/** Body of `POST /api/user/login/login` (docs/api.md): `rand` is the captcha's `randstr`. */
export interface PasswordLoginInput {
  phone: string;
  password: string;
  ticket: string;
  rand: string;
}

/**
 * Password login (SPEC §7, §8): silent in the client (no toast), the caller shows the `msg`.
 * @returns `{ token }`
 * @throws ApiFailure with `code` 40001 bad input, 40010 captcha invalid, 40012 wrong phone or
 *   password, 42900 too many attempts
 */
export function loginWithPassword(input: PasswordLoginInput): Promise<LoginResult> {
  return apiPost<LoginResult>('/user/login/login', input);
}
