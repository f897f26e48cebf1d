import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './inline-scripts';

const hashOf = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

describe('inlineScriptHashes', () => {
  it('hashes each inline script exactly as written, once', () => {
    const body = 'self.__next_f.push([1,"a\\u003cb"])';
    const html = `<html><head><script src="/_next/static/a.js" async=""></script><script id="_R_">boot()</script></head><body><script>${body}</script><script>${body}</script></body></html>`;
    expect(inlineScriptHashes(html)).toEqual({ hashes: [hashOf('boot()'), hashOf(body)], problems: [] });
  });

  it('leaves out external scripts and data blocks', () => {
    const html =
      '<script src="/x.js"></script><script type="application/ld+json">{"@type":"Organization"}</script><script type="module">go()</script>';
    expect(inlineScriptHashes(html).hashes).toEqual([hashOf('go()')]);
  });

  it('reports an inline event handler, which no hash can allow', () => {
    const { problems } = inlineScriptHashes('<button onclick="go()">Go</button>');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/inline event handler/);
  });
});
