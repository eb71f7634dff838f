import fs from 'node:fs';
import { ROUTE_OWNERSHIP } from '@xingheng/shared/registry';
import { locationsForPrefix, renderPageLocations } from './pageLocations';
import {
  DEFAULT_NGINX_OPTIONS,
  NGINX_DEFAULT_CONF_FILE,
  renderNginxConf,
  type NginxConfOptions,
} from './renderNginxConf';

const options = (overrides: Partial<NginxConfOptions> = {}): NginxConfOptions => ({
  ...DEFAULT_NGINX_OPTIONS,
  ...overrides,
});

describe('the committed ops/nginx/xingheng.conf', () => {
  test('is exactly what the generator renders with the default parameters', () => {
    const committed = fs.readFileSync(NGINX_DEFAULT_CONF_FILE, 'utf8');
    // On failure: npm run nginx:conf -- --out ops/nginx/xingheng.conf (or npx tsx
    // scripts/src/nginx/cli.ts --out ops/nginx/xingheng.conf), then review the diff.
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
              `location ${location.replace(/[/*]/g, '\\$&')} +\\{ rewrite \\^ /index\\.html last; \\}`,
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
    expect(conf).toContain('server 127.0.0.1:8080;\n        server 127.0.0.1:8081;');
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
