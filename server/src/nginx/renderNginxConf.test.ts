import fs from 'node:fs';
import {
  SECURITY_HEADER_NAMES,
  securityHeaders,
  STRICT_TRANSPORT_SECURITY,
  type CaptchaProviderName,
} from '@xingheng/api';
import { ROUTE_OWNERSHIP } from '@xingheng/shared/registry';
import { locationsForPrefix, renderPageLocations } from './pageLocations';
import {
  DEFAULT_NGINX_OPTIONS,
  NGINX_DEFAULT_CONF_FILE,
  renderNginxConf,
  securityHeaderLines,
  type NginxConfOptions,
  type NginxStaticFiles,
} from './renderNginxConf';

const options = (overrides: Partial<NginxConfOptions> = {}): NginxConfOptions => ({
  ...DEFAULT_NGINX_OPTIONS,
  ...overrides,
});

describe('the committed ops/nginx/xingheng.conf', () => {
  test('is exactly what the generator renders with the default parameters', () => {
    const committed = fs.readFileSync(NGINX_DEFAULT_CONF_FILE, 'utf8');
    // On failure: npm run nginx:conf -- --out ops/nginx/xingheng.conf (or npx tsx
    // server/src/nginx/cli.ts --out ops/nginx/xingheng.conf), then review the diff.
    expect(committed).toBe(renderNginxConf(DEFAULT_NGINX_OPTIONS));
  });
});

describe('page-route locations from ROUTE_OWNERSHIP', () => {
  test('an exact prefix owns the path with or without its trailing slash', () => {
    expect(locationsForPrefix('/')).toEqual(['= /']);
    expect(locationsForPrefix('/partner')).toEqual(['= /partner', '= /partner/']);
  });

  test('a splat prefix owns the path and everything below it', () => {
    expect(locationsForPrefix('/news/*')).toEqual(['= /news', '/news/']);
  });

  test('every owned prefix of every remote becomes a page location', () => {
    const conf = renderNginxConf(options());
    for (const prefixes of Object.values(ROUTE_OWNERSHIP)) {
      for (const prefix of prefixes) {
        for (const location of locationsForPrefix(prefix)) {
          expect(conf).toMatch(
            new RegExp(
              `location ${location.replace(/[/*]/g, '\\$&')} +\\{ recursive_error_pages on; error_page 418 = @page; return 418; \\}`,
            ),
          );
        }
      }
    }
  });

  test('a new prefix needs no hand edit: rendering picks it up', () => {
    const conf = renderNginxConf(
      options({ ownership: { ...ROUTE_OWNERSHIP, 'mf-support': ['/support/*', '/downloads/*'] } }),
    );
    expect(conf).toContain('location /downloads/ ');
    expect(conf).toContain('# mf-support /downloads/*');
  });

  test('two prefixes mapping to one location render it once (nginx rejects duplicates)', () => {
    const lines = renderPageLocations({ 'mf-a': ['/x'], 'mf-b': ['/x/*'] }).split('\n');
    expect(lines.filter((line) => line.includes('location = /x '))).toHaveLength(1);
    expect(lines.join('\n')).toContain('# mf-a /x, mf-b /x/*');
  });

  test('an invalid prefix is refused', () => {
    expect(() => locationsForPrefix('/a b/*')).toThrow(/Invalid route prefix/);
    expect(() => renderPageLocations({ 'mf-x': ['news/*'] })).toThrow(/Invalid route prefix/);
  });
});

describe('renderNginxConf parameters', () => {
  test('deploy root, listen, API servers and runtime directory land in the config', () => {
    const conf = renderNginxConf(
      options({
        deployRoot: '/data/deploy/',
        listen: '127.0.0.1:9000',
        apiServers: ['127.0.0.1:8080', '127.0.0.1:8081'],
        runtimeDir: '/run/xh',
      }),
    );
    expect(conf).toContain('root /data/deploy;');
    expect(conf).toContain('listen 127.0.0.1:9000;');
    expect(conf).toContain(
      'server 127.0.0.1:8080 max_fails=2 fail_timeout=5s;\n' +
        '        server 127.0.0.1:8081 max_fails=2 fail_timeout=5s;',
    );
    expect(conf).toContain('pid /run/xh/nginx.pid;');
    expect(conf).toContain('proxy_temp_path /run/xh/proxy;');
    expect(conf).not.toMatch(/\{\{\w+\}\}/);
  });

  test.each<[string, Partial<NginxConfOptions>]>([
    ['a relative deploy root', { deployRoot: 'deploy' }],
    ['a deploy root with a space', { deployRoot: '/srv/my deploy' }],
    ['a listen value that smuggles a directive', { listen: '80; include /etc/passwd' }],
    ['no API server', { apiServers: [] }],
    ['an API server without a port', { apiServers: ['127.0.0.1'] }],
    ['a relative runtime directory', { runtimeDir: 'run' }],
  ])('refuses %s', (_label, overrides) => {
    expect(() => renderNginxConf(options(overrides))).toThrow(/Invalid nginx/);
  });

  test('an unknown placeholder in the template is an error, not an empty string', () => {
    expect(() => renderNginxConf(options(), 'root {{deployRot}};')).toThrow(/\{\{deployRot\}\}/);
  });
});

/** Directives that, set in a location, replace every one of the same kind inherited. */
const ownsInherited = (directive: string) =>
  /^(add_header|proxy_hide_header|proxy_set_header|proxy_next_upstream) /.test(directive);

/**
 * The `location` and `server` blocks of a rendered configuration with the directives written
 * directly inside each (not those of nested blocks).
 */
function blocks(conf: string): { head: string; directives: string[] }[] {
  const found: { head: string; directives: string[] }[] = [];
  const stack: { head: string; directives: string[] }[] = [];
  let statement = '';
  let quoted = false;
  for (const line of conf.split('\n')) {
    const text = line.trim();
    if (!quoted && (text.startsWith('#') || text === '')) continue;
    for (const char of line) {
      if (char === '"' || char === "'") quoted = !quoted;
      if (!quoted && char === '{') {
        stack.push({ head: statement.trim(), directives: [] });
        statement = '';
      } else if (!quoted && char === '}') {
        const block = stack.pop();
        if (block) found.push(block);
        statement = '';
      } else if (!quoted && char === ';') {
        stack.at(-1)?.directives.push(statement.trim());
        statement = '';
      } else if (!quoted && char === '#') {
        break;
      } else {
        statement += char;
      }
    }
    statement += ' ';
  }
  return found;
}

describe('security headers in nginx (docs/security.md)', () => {
  const expectedLines = (provider: CaptchaProviderName, https: boolean) =>
    securityHeaderLines(provider, https).map((line) => line.replace(/;$/, ''));

  test.each<[string, Partial<NginxConfOptions>, CaptchaProviderName, boolean]>([
    ['plain HTTP, built-in captcha', {}, 'builtin', false],
    [
      'HTTPS, Tencent captcha',
      {
        captchaProvider: 'tencent',
        tls: { certificate: '/etc/xh/cert.pem', key: '/etc/xh/key.pem' },
      },
      'tencent',
      true,
    ],
  ])(
    '%s: the server and every location that sets a header of its own carry the whole set',
    (_label, overrides, provider, https) => {
      const parsed = blocks(renderNginxConf(options(overrides)));
      const withHeaders = parsed.filter(
        (b) =>
          (b.head === 'server' || b.head.startsWith('location')) &&
          b.directives.some((d) => d.startsWith('add_header')),
      );
      // The server, @missing, the registry, /remotes/, /shell/ and the page.
      expect(withHeaders.map((b) => b.head)).toEqual(
        expect.arrayContaining([
          'server',
          'location @missing',
          'location = /mf-registry.json',
          'location ^~ /remotes/',
          'location ^~ /shell/',
          'location = /index.html',
        ]),
      );
      for (const block of withHeaders) {
        expect({ block: block.head, headers: block.directives }).toEqual({
          block: block.head,
          headers: expect.arrayContaining(expectedLines(provider, https)),
        });
      }
    },
  );

  test('the values are those of the one definition in @xingheng/api', () => {
    const conf = renderNginxConf(options({ captchaProvider: 'tencent' }));
    for (const [name, value] of Object.entries(securityHeaders('tencent'))) {
      expect(conf).toContain(`add_header ${name} "${value}" always;`);
    }
    expect(conf).toContain('https://turing.captcha.qcloud.com');
    expect(renderNginxConf(options())).not.toContain('https://turing.captcha.qcloud.com');
  });

  test.each<NginxStaticFiles>(['local', 'proxy'])(
    '%s: every proxied location hides the copies the nodes send, so each header appears once',
    (staticFiles) => {
      const parsed = blocks(renderNginxConf(options({ staticFiles })));
      const server = parsed.find((b) => b.head === 'server');
      for (const name of [...SECURITY_HEADER_NAMES, 'Strict-Transport-Security']) {
        expect(server?.directives).toContain(`proxy_hide_header ${name}`);
      }
      const proxied = parsed.filter((b) => b.directives.some((d) => d.startsWith('proxy_pass')));
      expect(proxied.length).toBeGreaterThanOrEqual(staticFiles === 'proxy' ? 5 : 2);
      for (const block of proxied) {
        // Neither a header of its own nor a proxy_hide_header / proxy_set_header of its own: any
        // one would drop every one inherited from the server.
        expect({ block: block.head, own: block.directives.filter(ownsInherited) }).toEqual({
          block: block.head,
          own: [],
        });
      }
    },
  );

  test('HSTS and TLS only with a certificate', () => {
    const http = renderNginxConf(options());
    expect(http).not.toContain('Strict-Transport-Security "');
    expect(http).not.toContain('ssl_certificate');
    expect(http).toContain('listen 8081;');
    const https = renderNginxConf(
      options({ tls: { certificate: '/etc/xh/cert.pem', key: '/etc/xh/key.pem' } }),
    );
    expect(https).toContain('listen 8081 ssl;');
    expect(https).toContain('        ssl_certificate /etc/xh/cert.pem;\n');
    expect(https).toContain('        ssl_certificate_key /etc/xh/key.pem;\n');
    expect(https).toContain(
      `add_header Strict-Transport-Security "${STRICT_TRANSPORT_SECURITY}" always;`,
    );
  });

  test.each([
    ['a relative certificate', { certificate: 'cert.pem', key: '/k.pem' }],
    ['a key path with a space', { certificate: '/c.pem', key: '/my key.pem' }],
  ])('refuses %s', (_label, tls) => {
    expect(() => renderNginxConf(options({ tls }))).toThrow(/Invalid nginx TLS/);
  });

  test('source maps, server builds, the private folder and dotfiles are never served', () => {
    const conf = renderNginxConf(options());
    const parsed = blocks(conf);
    for (const prefix of ['/remotes/', '/shell/']) {
      const index = parsed.findIndex((b) => b.head === `location ^~ ${prefix}`);
      // The nested regex location closes before its parent.
      expect(parsed[index - 1]).toEqual({
        head: 'location ~ (/\\.|/$|\\.map$|/ssr/)',
        directives: ['return 404'],
      });
    }
    expect(parsed).toContainEqual({ head: 'location ^~ /private/', directives: ['return 404'] });
  });

  test('a block placeholder takes its line indentation; an empty one removes its line', () => {
    const conf = renderNginxConf(
      options(),
      'a\n    {{securityHeaders}}\n    {{tlsDirectives}}\nb\n',
    );
    const lines = conf.split('\n');
    expect(lines[0]).toBe('a');
    expect(lines.slice(1, 6).every((line) => line.startsWith('    add_header '))).toBe(true);
    expect(lines[6]).toBe('b');
  });
});

describe('several nodes: retries (docs/deployment.md "Several nodes behind one nginx")', () => {
  const server = (staticFiles: NginxStaticFiles) =>
    blocks(renderNginxConf(options({ staticFiles }))).find((b) => b.head === 'server');

  test.each<NginxStaticFiles>(['local', 'proxy'])(
    '%s: a failed GET goes to the next node, a POST once sent never does',
    (staticFiles) => {
      const directives = server(staticFiles)?.directives ?? [];
      expect(directives).toEqual(
        expect.arrayContaining([
          'proxy_next_upstream error timeout http_502 http_503 http_504',
          'proxy_next_upstream_tries 3',
          'proxy_connect_timeout 2s',
        ]),
      );
      // nginx's default: POST, PATCH and LOCK are not passed on once sent.
      expect(directives.join('\n')).not.toContain('non_idempotent');
    },
  );

  test('each node is left out for a while after failing twice', () => {
    const conf = renderNginxConf(options({ apiServers: ['10.0.0.1:8080', '10.0.0.2:8080'] }));
    const upstreams = blocks(conf).filter((b) => b.head.startsWith('upstream'));
    expect(upstreams.map((b) => b.head)).toEqual([
      'upstream xingheng_api',
      'upstream xingheng_pages',
    ]);
    for (const upstream of upstreams) {
      expect(upstream.directives).toEqual(
        expect.arrayContaining([
          'server 10.0.0.1:8080 max_fails=2 fail_timeout=5s',
          'server 10.0.0.2:8080 max_fails=2 fail_timeout=5s',
        ]),
      );
    }
  });
});

describe('--static proxy: no deploy folder, everything from the page servers', () => {
  const proxy = () =>
    renderNginxConf({ ...options({ staticFiles: 'proxy' }), deployRoot: undefined });

  test('reads no file: no root, no try_files, no section markers left', () => {
    const conf = proxy();
    expect(conf).not.toMatch(/^\s*root /m);
    expect(conf).not.toContain('try_files');
    expect(conf).not.toContain('/srv/xingheng/deploy');
    expect(conf).not.toMatch(/\{\{[#/]?\w+\}\}/);
  });

  test.each(['location = /mf-registry.json', 'location ^~ /remotes/', 'location ^~ /shell/'])(
    '%s goes to the page servers',
    (head) => {
      const block = blocks(proxy()).find((b) => b.head === head);
      expect(block?.directives).toEqual(['proxy_pass http://xingheng_pages']);
    },
  );

  test('a path no remote owns goes to the page servers too (they answer the 404 page)', () => {
    const block = blocks(proxy()).find((b) => b.head === 'location /');
    expect(block?.directives).toEqual([
      'recursive_error_pages on',
      'error_page 418 = @page',
      'return 418',
    ]);
  });

  test('source maps, dotfiles and server builds are still refused before any node is asked', () => {
    const parsed = blocks(proxy());
    for (const prefix of ['/remotes/', '/shell/']) {
      const index = parsed.findIndex((b) => b.head === `location ^~ ${prefix}`);
      expect(parsed[index - 1]).toEqual({
        head: 'location ~ (/\\.|/$|\\.map$|/ssr/)',
        directives: ['return 404'],
      });
    }
  });

  test('with every node down the page route is a 503 page, with the security headers', () => {
    const block = blocks(proxy()).find((b) => b.head === 'location @static_page');
    expect(block?.directives.at(-1)).toMatch(/^return 503 '<!doctype html>/);
    expect(block?.directives).toEqual(
      expect.arrayContaining(securityHeaderLines('builtin', false).map((l) => l.slice(0, -1))),
    );
  });

  test('local static files need a deploy root; an unknown mode is refused', () => {
    expect(() => renderNginxConf({ ...options(), deployRoot: undefined })).toThrow(
      /Invalid nginx deployRoot/,
    );
    expect(() =>
      renderNginxConf(options({ staticFiles: 'cdn' as unknown as NginxStaticFiles })),
    ).toThrow(/Invalid nginx staticFiles/);
  });

  test('a section the renderer does not know, or one left open, is an error', () => {
    expect(() => renderNginxConf(options(), '{{#cdnStatic}}\nx\n{{/cdnStatic}}\n')).toThrow(
      /Unknown section/,
    );
    expect(() => renderNginxConf(options(), '{{#localStatic}}\nx\n')).toThrow(/Unclosed section/);
  });
});
