import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '@/services/security/inline-scripts';
import { scriptUrls } from '../bench/lib/script-urls';
import { hydrateAfterPaint, loaderScript, scriptsLoadedAfterPaint } from './after-paint';

// The head Next 16 writes for a static page (abridged), with its async scripts, the preload of the last one and the nomodule polyfill.
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/error.js"/>',
  '<script src="/_next/static/chunks/react-dom.js" async=""></script>',
  '<script src="/_next/static/chunks/turbopack-runtime.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '<script src="/_next/static/chunks/error.js" async=""></script>',
  '<title>Caregivers</title></head><body><h1>Hello</h1>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script type="application/ld+json">{"@type":"Organization"}</script></body></html>',
].join('');

interface FakeElement {
  src: string;
}

/** Runs the loader against a minimal browser: what it appends to <head>, and the paint observer it registers. */
function runLoader(html: string, paintTiming: boolean) {
  const appended: string[] = [];
  let observer:
    | {
        callback: (list: { getEntriesByName(name: string): unknown[] }, self: { disconnect(): void }) => void;
        disconnected: boolean;
      }
    | undefined;
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'resource'] : ['resource'];
    constructor(callback: NonNullable<typeof observer>['callback']) {
      observer = { callback, disconnected: false };
    }
    observe() {}
  }
  const document = {
    createElement: (): FakeElement => ({ src: '' }),
    head: { appendChild: (element: FakeElement) => appended.push(element.src) },
  };
  const loader = /<script data-hydrate-after-paint="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  runInNewContext(loader, { window: { PerformanceObserver }, PerformanceObserver, document });
  const paint = (names: string[]) =>
    observer?.callback(
      { getEntriesByName: (name) => names.filter((entry) => entry === name) },
      { disconnect: () => (observer ? (observer.disconnected = true) : undefined) },
    );
  return { appended, paint, observerDisconnected: () => observer?.disconnected ?? false };
}

describe('hydrateAfterPaint', () => {
  const { html, deferred } = hydrateAfterPaint(page);

  it('takes the async scripts and their preload out of the document, keeping the nomodule polyfill and the inline scripts', () => {
    expect(deferred).toEqual([
      '/_next/static/chunks/react-dom.js',
      '/_next/static/chunks/turbopack-runtime.js',
      '/_next/static/chunks/error.js',
    ]);
    expect(html).not.toMatch(/<script src="[^"]+" async/);
    expect(html).not.toContain('rel="preload" as="script"');
    expect(html).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(html).toContain('<script>(self.__next_f=self.__next_f||[]).push([0])</script>');
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css"');
  });

  it('loads the scripts, in document order, only once the first contentful paint is observed', () => {
    const browser = runLoader(html, true);
    expect(browser.appended).toEqual([]);
    browser.paint(['first-paint']);
    expect(browser.appended).toEqual([]);
    browser.paint(['first-contentful-paint']);
    expect(browser.appended).toEqual(deferred);
    expect(browser.observerDisconnected()).toBe(true);
    browser.paint(['first-contentful-paint']);
    expect(browser.appended).toHaveLength(deferred.length);
  });

  it('loads the scripts at once in a browser without paint timing', () => {
    expect(runLoader(html, false).appended).toEqual(deferred);
  });

  it('puts the loader in the head, as one more inline script the page policy hashes', () => {
    expect(html.indexOf('data-hydrate-after-paint')).toBeLessThan(html.indexOf('</head>'));
    expect(inlineScriptHashes(html).hashes).toHaveLength(inlineScriptHashes(page).hashes.length + 1);
  });

  it('leaves a rewritten document, and one without async scripts, unchanged', () => {
    expect(hydrateAfterPaint(html)).toEqual({ html, deferred: [] });
    const plain = '<html><head><title>x</title></head><body></body></html>';
    expect(hydrateAfterPaint(plain)).toEqual({ html: plain, deferred: [] });
  });

  it('still lets the first-load measurement count every script a module browser fetches', () => {
    expect(scriptsLoadedAfterPaint(html)).toEqual(deferred);
    const counted = scriptUrls(html, 'http://127.0.0.1:3000/caregivers');
    expect(counted.filter((ref) => !ref.noModule).map((ref) => new URL(ref.url).pathname)).toEqual(deferred);
    expect(counted.find((ref) => ref.url.endsWith('polyfills.js'))?.noModule).toBe(true);
  });

  it('escapes "<" in script URLs so a URL cannot end the loader script early', () => {
    const loader = loaderScript(['/_next/static/chunks/</script><script>alert(1)</script>.js']);
    expect(loader).not.toContain('</script>');
    expect(loader).toContain('\\u003c/script>');
  });
});
