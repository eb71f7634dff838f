/** The parts of a server-rendered page that go into the shell's HTML (`deploy/index.html`). */
export interface PageParts {
  /** Elements for `<head>`: hoisted title/meta, antd styles, stylesheet links, preload hints. */
  head: string;
  /** The inner HTML of `#root`. */
  body: string;
  /** JSON scripts (`type="application/json"`): id → already escaped text (`jsonForScript`). */
  json: Record<string, string>;
}

const TITLE = /<title>[\s\S]*?<\/title>/;
// The shell's HTML is minified in production: attribute quotes are optional.
const DESCRIPTION = /<meta\s+name=("?)description\1[\s>][^>]*>?/;
const ROOT = /<div id=("?)root\1><\/div>/;

/**
 * Puts a server render into the shell's page (docs/performance.md "Server rendering"): the page's
 * own title and description replace the shell's defaults (when the render has them), the head
 * elements and JSON scripts go before `</head>`, the markup into `#root`.
 * @param template the active shell's `index.html`
 * @param parts what to insert
 * @returns the page's HTML
 * @throws Error when the template has no `</head>` or no empty `<div id="root"></div>`
 */
export function composePage(template: string, parts: PageParts): string {
  if (!template.includes('</head>') || !ROOT.test(template)) {
    throw new Error('外壳页面缺少 </head> 或 <div id="root"></div>，无法嵌入服务端渲染结果');
  }
  let page = template;
  if (TITLE.test(parts.head)) page = page.replace(TITLE, '');
  if (DESCRIPTION.test(parts.head)) page = page.replace(DESCRIPTION, '');
  const scripts = Object.entries(parts.json)
    .map(([id, text]) => `<script type="application/json" id="${id}">${text}</script>`)
    .join('');
  return page
    .replace('</head>', () => `${parts.head}${scripts}</head>`)
    .replace(ROOT, () => `<div id="root">${parts.body}</div>`);
}
