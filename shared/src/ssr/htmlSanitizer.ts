/** DOMPurify's configuration for rich text from the API (support documents, news, terms). */
export const RICH_HTML_CONFIG = { USE_PROFILES: { html: true } } as const;

/** Sanitizes rich HTML: the unsanitized HTML in, HTML safe to set as inner HTML out. */
export type HtmlSanitizer = (html: string) => string;

let serverSanitizer: HtmlSanitizer | undefined;

/**
 * Installs the sanitizer used where there is no DOM (the page renderer, docs/performance.md
 * "Server rendering"): DOMPurify over a server-side window, with `RICH_HTML_CONFIG`. Lives in the
 * `@xingheng/shared` singleton, so every app's server build uses the one the renderer installed.
 * @param sanitizer the renderer's sanitizer, or `undefined` to remove it
 */
export function setServerHtmlSanitizer(sanitizer: HtmlSanitizer | undefined): void {
  serverSanitizer = sanitizer;
}

/** The sanitizer installed by the page renderer, if any. */
export function getServerHtmlSanitizer(): HtmlSanitizer | undefined {
  return serverSanitizer;
}
