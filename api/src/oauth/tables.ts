/**
 * An authorize request of WeChat or QQ login (docs/api.md "WeChat and QQ login"): the SHA-256 hex
 * of its `state`, the platform (`wechat` | `qq`), the site path to go to after login, the provider's
 * `redirect_uri`, the SHA-256 hex of the browser's nonce cookie; used once before `expires_at`.
 */
export interface OAuthStateTable {
  state_hash: string;
  platform: string;
  redirect: string;
  redirect_uri: string;
  browser_hash: string;
  expires_at: number;
  used_at: number | null;
}

/** A code of the local sandbox provider (SHA-256 hex), the sandbox user it stands for, used once. */
export interface OAuthSandboxCodeTable {
  code_hash: string;
  platform: string;
  redirect_uri: string;
  openid: string;
  nickname: string;
  expires_at: number;
  used_at: number | null;
}

/** A first login's proof of a provider account (SHA-256 hex), traded once for a phone binding. */
export interface OAuthBindTicketTable {
  ticket_hash: string;
  platform: string;
  openid: string;
  nickname: string;
  redirect: string;
  expires_at: number;
  used_at: number | null;
}

/** A provider account (`platform`, `openid`: WeChat's unionid when it has one) bound to a user. */
export interface UserOAuthLinkTable {
  platform: string;
  openid: string;
  user_id: number;
  created_at: number;
}

/** The oauth area's tables, as `Database` (db/types.ts) composes them. */
export interface OAuthTables {
  oauth_states: OAuthStateTable;
  oauth_sandbox_codes: OAuthSandboxCodeTable;
  oauth_bind_tickets: OAuthBindTicketTable;
  user_oauth_links: UserOAuthLinkTable;
}
