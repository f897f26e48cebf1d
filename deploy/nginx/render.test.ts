import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { KEEP_ALIVE_TIMEOUT_MS } from '@/server/drain';
import { fillTemplate, mainConf, quoted, siteConf, type SiteConfInput } from './render';

const NGINX = '/usr/sbin/nginx';
const template = readFileSync(join(process.cwd(), 'deploy', 'nginx', 'site.conf'), 'utf8');

const input = (dir: string): SiteConfInput => ({
  listen: '127.0.0.1:8080',
  upstreams: ['127.0.0.1:3001', '127.0.0.1:3002'],
  root: dir,
  pages: [
    { route: '/', etag: '"home"', policy: { http: "default-src 'none'", https: "default-src 'none'; upgrade" } },
    { route: '/about/terms-of-use', etag: '"terms"', policy: { http: 'a', https: 'b' } },
  ],
  securityHeaders: [{ key: 'X-Frame-Options', value: 'DENY' }],
  assetPolicy: "script-src 'none'",
  hsts: 'max-age=63072000; includeSubDomains',
  hosts: ['www.example.com'],
  trustedProxyHops: 1,
  assetTypes: { js: 'application/javascript; charset=UTF-8' },
});

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('the production proxy configuration', () => {
  it('never marks an instance failed, and closes idle connections to it before the instance would', () => {
    const config = siteConf(input('/srv/site'), template);
    expect(config).toContain('server 127.0.0.1:3001 max_fails=0;');
    expect(config).toContain('server 127.0.0.1:3002 max_fails=0;');
    const idle = /keepalive_timeout (\d+)s;/.exec(config.slice(0, config.indexOf('server {')));
    expect(Number(idle?.[1]) * 1000).toBeLessThan(KEEP_ALIVE_TIMEOUT_MS);
  });

  it('repeats a cut-off POST only for /api/visit', () => {
    const config = siteConf(input('/srv/site'), template);
    const retried = config.split('\n').filter((line) => line.includes('non_idempotent'));
    expect(retried).toHaveLength(1);
    expect(config.slice(config.indexOf('location = /api/visit'))).toMatch(/^[^}]*non_idempotent/);
  });

  it('lists every page with its ETag and both policies, and believes X-Forwarded-Proto only from a trusted CDN', () => {
    const config = siteConf(input('/srv/site'), template);
    expect(config).toContain(`"/about/terms-of-use" '"terms"';`);
    expect(config).toContain('"https/about/terms-of-use" "b";');
    expect(config).toContain('"www.example.com" 1;');
    expect(config).not.toContain('~*(^|,)\\s*https');
    expect(siteConf({ ...input('/srv/site'), trustedProxyHops: 2 }, template)).toContain('~*(^|,)\\s*https');
  });

  it('refuses a value nginx would read as a variable, and a placeholder without a value', () => {
    expect(() => quoted('a $host b')).toThrow();
    expect(() => fillTemplate('listen {{listen}};', {})).toThrow(/listen/);
    expect(() =>
      siteConf(
        { ...input('/srv'), pages: [{ route: '/a b', etag: '"x"', policy: { http: '', https: '' } }] },
        template,
      ),
    ).toThrow();
  });

  it.skipIf(!existsSync(NGINX))('is a configuration nginx accepts', () => {
    dir = mkdtempSync(join(tmpdir(), 'nginx-test-'));
    mkdirSync(join(dir, 'temp'));
    writeFileSync(join(dir, 'site.conf'), siteConf(input(dir), template));
    writeFileSync(join(dir, 'nginx.conf'), mainConf({ dir, errorLog: join(dir, 'error.log'), accessLog: 'off' }));
    const check = spawnSync(NGINX, ['-t', '-p', dir, '-c', join(dir, 'nginx.conf')], { encoding: 'utf8' });
    expect(check.stderr).toContain('test is successful');
  });
});
