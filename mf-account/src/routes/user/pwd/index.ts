/**
 * `/user/pwd` (SPEC §2): the route module loaded by `exposes/routes.tsx`, in plain markup with no
 * antd on a first visit (the captcha's modal loads its own, docs/performance.md "Small pages").
 */
export { ResetPasswordPage as Component } from './ResetPasswordPage';
