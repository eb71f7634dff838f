import fs from 'node:fs/promises';
import { parseRegistry } from '@xingheng/shared/registry';
import type { CaptchaProviderName } from '../security/headers';

/**
 * The captcha provider of a registry file (`site.captcha.provider`, SPEC §5, §9), for the API's
 * captcha checks: the file is parsed again only when its inode, size or modification time changed
 * (a release switch renames a new file over it), so a change of provider applies to the next
 * request without a restart and a request costs one `stat`.
 * @param registryFile `<deployDir>/mf-registry.json`
 * @returns a function answering the current provider; `builtin` while the file is missing or
 *   invalid (the built-in slider is a real check too, so nothing opens up)
 */
export function captchaProviderOfRegistry(
  registryFile: string,
): () => Promise<CaptchaProviderName> {
  let cached: { key: string; provider: CaptchaProviderName } | undefined;
  return async () => {
    const stat = await fs.stat(registryFile).catch(() => undefined);
    if (!stat) return 'builtin';
    const key = `${stat.ino}:${stat.size}:${stat.mtimeMs}`;
    if (cached?.key === key) return cached.provider;
    let provider: CaptchaProviderName = 'builtin';
    try {
      const registry = parseRegistry(JSON.parse(await fs.readFile(registryFile, 'utf8')));
      provider = registry.site.captcha.provider;
    } catch {
      // Missing or malformed: the built-in slider.
    }
    cached = { key, provider };
    return provider;
  };
}
