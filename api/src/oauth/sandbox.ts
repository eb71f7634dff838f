import type { Kysely } from 'kysely';
import type { OAuthPlatform } from '@xingheng/shared';
import type { Database } from '../db/types';
import { OAUTH_TTL } from './platforms';
import { OAuthExchangeError, type OAuthIdentity, type OAuthProvider } from './provider';
import { qqAuthorizeUrl } from './qq';
import { randomToken, sha256Hex } from './secrets';
import { wechatAuthorizeUrl } from './wechat';

/** The sandbox's authorize page of a platform, served by the API itself (oauth/sandboxRoutes.ts). */
export function sandboxAuthorizePath(platform: OAuthPlatform): string {
  return `/api/dev/oauth/${platform}/authorize`;
}

/**
 * The sandbox user of a name typed on the sandbox page: the same name is the same provider
 * account (`sbx-<platform>-` + 24 hex of a SHA-256), so logging in twice with it finds the binding.
 */
export function sandboxIdentity(platform: OAuthPlatform, name: string): OAuthIdentity {
  return {
    openid: `sbx-${platform}-${sha256Hex(`${platform}|${name}`).slice(0, 24)}`,
    nickname: name,
  };
}

/**
 * Issues a sandbox code for a sandbox user and a `redirect_uri`: single use, 5 minutes, stored
 * only as its SHA-256.
 * @returns the code to append to the redirect_uri
 */
export async function issueSandboxCode(
  db: Kysely<Database>,
  input: { platform: OAuthPlatform; redirectUri: string; identity: OAuthIdentity; now: Date },
): Promise<string> {
  const code = randomToken();
  await db
    .insertInto('oauth_sandbox_codes')
    .values({
      code_hash: sha256Hex(code),
      platform: input.platform,
      redirect_uri: input.redirectUri,
      openid: input.identity.openid,
      nickname: input.identity.nickname,
      expires_at: input.now.getTime() + OAUTH_TTL.codeMs,
      used_at: null,
    })
    .execute();
  return code;
}

/**
 * The local sandbox provider of a platform (docs/api.md "WeChat and QQ login"): the authorize URL
 * has the real provider's parameters on the API's own page; the exchange uses a code of that page
 * once, within 5 minutes, for the platform and redirect_uri it was issued for.
 */
export function sandboxProvider(
  platform: OAuthPlatform,
  db: Kysely<Database>,
  now: () => Date,
): OAuthProvider {
  const base = sandboxAuthorizePath(platform);
  return {
    platform,
    authorizeUrl: (request) =>
      platform === 'wechat' ? wechatAuthorizeUrl(base, request) : qqAuthorizeUrl(base, request),
    async exchange({ code, redirectUri }) {
      const ms = now().getTime();
      const row = await db
        .updateTable('oauth_sandbox_codes')
        .set({ used_at: ms })
        .where('code_hash', '=', sha256Hex(code))
        .where('platform', '=', platform)
        .where('redirect_uri', '=', redirectUri)
        .where('used_at', 'is', null)
        .where('expires_at', '>', ms)
        .returning(['openid', 'nickname'])
        .executeTakeFirst();
      if (!row) throw new OAuthExchangeError('refused', 'sandbox code unknown, used or expired');
      return { openid: row.openid, nickname: row.nickname };
    },
  };
}
