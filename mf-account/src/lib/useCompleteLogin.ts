import { useCallback } from 'react';
import { useNavigate } from '@xingheng/shared/router';
import { fetchUserInfo, safeRedirect, setToken, useAppDispatch } from '@xingheng/shared';

/**
 * What every way of logging in does once it has a token (SPEC §4): store it (cookie, 12 hours),
 * fetch the user info for the header, and go to the redirect if it is a same-site path (else `/`),
 * replacing the login page in the history.
 * @returns `completeLogin(token, redirect)`; `redirect` is e.g. the `redirect` query or the API's
 *   answer (null or unsafe: `/`)
 */
export function useCompleteLogin() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(
    async (token: string, redirect: string | null | undefined) => {
      dispatch(setToken(token));
      void dispatch(fetchUserInfo());
      await navigate(safeRedirect(redirect, '/'), { replace: true });
    },
    [dispatch, navigate],
  );
}
