import fs from 'node:fs/promises';
import type { CaptchaProviderName } from '@xingheng/api';
import { parseRegistry } from '@xingheng/shared/registry';

/** The provider whose CSP applies while the registry is missing or invalid: the strictest. */
const NO_REGISTRY_PROVIDER: CaptchaProviderName = 'builtin';

/**
 * The captcha provider of the registry on disk (`site.captcha.provider`, SPEC §5, §9), for the
 * CSP of `npm start` (docs/security.md): the file is parsed again only when its inode, size or
 * modification time changed (a release switch renames a new file over it), so a change of
 * provider applies to the next answer without a restart and a request costs one `stat`.
 * @param registryFile `deploy/mf-registry.json`
 * @returns a function answering the current provider; `builtin` while the file is missing or
 *   invalid (then the site answers 503 and the shell shows its registry error page anyway)
 */
export function registryCaptchaProvider(registryFile: string): () => Promise<CaptchaProviderName> {
  let cached: { key: string; provider: CaptchaProviderName } | undefined;
  return async () => {
    const stat = await fs.stat(registryFile).catch(() => undefined);
    if (!stat) return NO_REGISTRY_PROVIDER;
    const key = `${stat.ino}:${stat.size}:${stat.mtimeMs}`;
    if (cached?.key === key) return cached.provider;
    let provider = NO_REGISTRY_PROVIDER;
    try {
      provider = parseRegistry(JSON.parse(await fs.readFile(registryFile, 'utf8'))).site.captcha
        .provider;
    } catch {
      // Missing or malformed: the strictest policy.
    }
    cached = { key, provider };
    return provider;
  };
}
