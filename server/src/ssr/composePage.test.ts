import { composePage } from './composePage';

/** The shell's page as html-webpack-plugin writes it in production (minified, unquoted). */
const MINIFIED =
  '<!doctype html><html lang=zh-CN><head><meta charset=utf-8><title>星衡时空 - 默认</title>' +
  '<meta name=description content="站点描述"><script defer src=/shell/v1/main.js></script>' +
  '</head><body><div id=root></div></body></html>';

describe('composePage', () => {
  it("puts the render into #root and the page's own title and description in place of the shell's", () => {
    const html = composePage(MINIFIED, {
      head: '<title>关于我们 - 星衡时空</title><meta name="description" content="公司介绍"/>',
      body: '<main><h1>关于我们</h1></main>',
      json: { 'xh-ssr': '{"a":1}' },
    });
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>关于我们 - 星衡时空</title>');
    expect(html).not.toContain('站点描述');
    expect(html).toContain('<div id="root"><main><h1>关于我们</h1></main></div>');
    expect(html).toContain('<script type="application/json" id="xh-ssr">{"a":1}</script></head>');
  });

  it("keeps the shell's title and description when the render has none", () => {
    const html = composePage(MINIFIED, { head: '<style>a{}</style>', body: '<p>x</p>', json: {} });
    expect(html).toContain('<title>星衡时空 - 默认</title>');
    expect(html).toContain('站点描述');
    expect(html).toContain('<style>a{}</style></head>');
  });

  it('inserts text with $ patterns literally (no replacement patterns)', () => {
    const html = composePage(MINIFIED, { head: '', body: "<p>$& $' $1</p>", json: {} });
    expect(html).toContain('<div id="root"><p>$& $\' $1</p></div>');
  });

  it('refuses a page without an empty #root or a </head>', () => {
    expect(() =>
      composePage('<html><body></body></html>', { head: '', body: '', json: {} }),
    ).toThrow(/root/);
  });
});
