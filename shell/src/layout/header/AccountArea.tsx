import { useEffect } from 'react';
import { Link } from '@xingheng/shared/router';
import {
  fetchUserInfo,
  LINKS,
  selectIsAuthenticated,
  selectUserInfo,
  useAppDispatch,
  useAppSelector,
  userCenterUrl,
} from '@xingheng/shared';
import { UserMenu } from './UserMenu';

/**
 * The header's account area (SPEC §2, §4, §6): the 控制台 link into the external user center, then
 * 登录/注册 for anonymous users, or the user menu (`UserMenu`) titled with the phone number (我的账户 until
 * the user info arrives, so 退出登录 stays reachable even when that call fails).
 * When a token is present it fetches the user info on mount (failure is handled by the client:
 * a 401 logs the user out).
 */
export function AccountArea() {
  const dispatch = useAppDispatch();
  const authenticated = useAppSelector(selectIsAuthenticated);
  const userInfo = useAppSelector(selectUserInfo);

  useEffect(() => {
    if (authenticated) void dispatch(fetchUserInfo());
  }, [authenticated, dispatch]);

  return (
    <div className="shell-account">
      <a className="shell-console-link" href={userCenterUrl('/')}>
        控制台
      </a>
      {authenticated ? (
        <UserMenu title={userInfo?.phone ?? '我的账户'} />
      ) : (
        <>
          <Link className="shell-login-link" to={LINKS.login}>
            登录
          </Link>
          <Link className="shell-register-link" to={LINKS.register}>
            注册
          </Link>
        </>
      )}
    </div>
  );
}
