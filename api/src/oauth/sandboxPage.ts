import type { OAuthPlatform } from '@xingheng/shared';
import { PLATFORM_INFO } from './platforms';

/** Where the sandbox page's stylesheet is served (no inline style: the site's CSP). */
export const SANDBOX_CSS_PATH = '/api/dev/oauth/sandbox.css';

/** The sandbox page's stylesheet: plain, readable from 320 px up. */
export const SANDBOX_CSS = `*{box-sizing:border-box}
body{margin:0;font:16px/1.6 system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#f2f4f7;color:#1f2937}
main{max-width:420px;margin:48px auto;padding:32px 24px;background:#fff;border-radius:12px;box-shadow:0 8px 24px rgba(15,27,45,.08)}
h1{margin:0 0 8px;font-size:22px}
p{margin:0 0 16px;color:#4b5563}
.note{padding:8px 12px;border-radius:6px;background:#fff7e6;color:#8a5a00;font-size:14px}
.error{padding:8px 12px;border-radius:6px;background:#fff1f0;color:#a8071a}
code{word-break:break-all}
label{display:block;margin:0 0 6px;font-weight:600}
input[type=text]{width:100%;padding:10px 12px;font-size:16px;border:1px solid #c4cad4;border-radius:6px}
.hint{margin:6px 0 20px;font-size:13px;color:#6b7280}
.actions{display:flex;gap:12px}
button{flex:1;padding:12px;font-size:16px;border-radius:6px;border:1px solid #c4cad4;background:#fff;cursor:pointer}
button.allow{background:#07c160;border-color:#07c160;color:#fff}
button:focus-visible,input:focus-visible{outline:3px solid #1663ff;outline-offset:2px}
@media (max-width:480px){main{margin:0;min-height:100vh;border-radius:0}}
`;

/** `&`, `<`, `>`, `"` and `'` as HTML entities, for text and attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * A sandbox page's HTML document (the OAuth and payment sandboxes): no script, no inline style,
 * its stylesheet at `cssPath` (served under the site's CSP, docs/security.md).
 * @param title the page title (escaped here)
 * @param body the page's HTML inside `<main>`, already escaped by the caller
 * @param cssPath the stylesheet's path, e.g. `SANDBOX_CSS_PATH`
 * @returns the whole document
 */
export function sandboxDocument(title: string, body: string, cssPath: string): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${cssPath}">
<link rel="icon" href="data:,">
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

function layout(title: string, body: string): string {
  return sandboxDocument(title, body, SANDBOX_CSS_PATH);
}

/** What the authorize form carries back: the request's parameters and the sandbox user's name. */
export interface SandboxFormInput {
  platform: OAuthPlatform;
  /** The form's action (the page's own path). */
  action: string;
  appId: string;
  redirectUri: string;
  state: string;
  /** The name in the field (default `沙盒用户`). */
  user: string;
  /** A problem with the name, shown above the form. */
  error?: string;
}

/**
 * The sandbox authorize page (docs/api.md "WeChat and QQ login"): says it stands in for the real
 * provider, names the app, and offers a plain form (no script) with the sandbox user's name,
 * 同意授权 and 拒绝. The app id, redirect_uri and state go back as hidden fields (`appid` for
 * WeChat, `client_id` for QQ).
 */
export function sandboxAuthorizePage(input: SandboxFormInput): string {
  const { label } = PLATFORM_INFO[input.platform];
  const appField = input.platform === 'wechat' ? 'appid' : 'client_id';
  const hidden = (name: string, value: string) =>
    `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  const body = `<h1>${label}授权登录</h1>
<p class="note">本地沙盒：开发与测试环境用它代替${label}的授权页，不会连接${label}。</p>
<p>应用 <code>${escapeHtml(input.appId || '（未配置）')}</code> 请求使用你的${label}身份登录星衡时空。</p>
${input.error ? `<p class="error" role="alert">${escapeHtml(input.error)}</p>` : ''}
<form method="post" action="${escapeHtml(input.action)}">
${hidden(appField, input.appId)}
${hidden('redirect_uri', input.redirectUri)}
${hidden('state', input.state)}
<label for="user">沙盒用户</label>
<input type="text" id="user" name="user" value="${escapeHtml(input.user)}" maxlength="32" autocomplete="off" aria-describedby="user-hint">
<p class="hint" id="user-hint">1–32 个字符。同一名称就是同一个${label}账号：再次登录时直接进入已绑定的账号。</p>
<div class="actions">
<button type="submit" name="decision" value="allow" class="allow">同意授权</button>
<button type="submit" name="decision" value="deny">拒绝</button>
</div>
</form>`;
  return layout(`${label}授权登录（沙盒）`, body);
}

/** The page shown for a request the sandbox cannot serve (bad redirect_uri, missing parameter). */
export function sandboxErrorPage(platform: OAuthPlatform, message: string): string {
  const { label } = PLATFORM_INFO[platform];
  return layout(
    `${label}授权失败（沙盒）`,
    `<h1>${label}授权失败</h1>\n<p class="error" role="alert">${escapeHtml(message)}</p>`,
  );
}
