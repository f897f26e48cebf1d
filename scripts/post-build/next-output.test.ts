/**
 * The contract of Next's output, on a miniature of what Next 16.4.6 writes
 * (the same tags, attributes and file layout as its real output, fewer pages
 * and scripts): it holds as written, and each way a Next release could change
 * the shape is caught with a message naming what changed.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { nextOutputIn, nextOutputProblems } from './next-output';

const document = (scripts: string) =>
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/1b1c3fqa4y1pv.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/310vm2bl3xxpt.js"/>' +
  scripts +
  '<title>Home</title></head><body><main>Hello</main>' +
  '<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule=""></script>' +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>';

const FRAMEWORK_SCRIPTS =
  '<script src="/_next/static/chunks/1jvbmmwlfmppx.js" async=""></script>' +
  '<script src="/_next/static/chunks/turbopack-077hmtqrhcoji.js" async=""></script>' +
  '<script src="/_next/static/chunks/310vm2bl3xxpt.js" async=""></script>';

let dist: string;

function write(path: string, content: string) {
  mkdirSync(dirname(join(dist, path)), { recursive: true });
  writeFileSync(join(dist, path), content);
}

function nextBuild({ scripts = FRAMEWORK_SCRIPTS } = {}) {
  dist = mkdtempSync(join(tmpdir(), 'next-output-'));
  write('BUILD_ID', 'XTFK0NnKJ6wXlTOZ4g7ym');
  const page = { routeType: 'page', dataRoute: '/index.rsc' };
  write(
    'prerender-manifest.json',
    JSON.stringify({ routes: { '/': page, '/_not-found': page, '/caregivers': page, '/robots.txt': {} } }),
  );
  for (const file of ['index.html', '_not-found.html', 'caregivers.html'])
    write(`server/app/${file}`, document(scripts));
  for (const chunk of ['1jvbmmwlfmppx', 'turbopack-077hmtqrhcoji', '310vm2bl3xxpt', '0cz1d0mv5g_q7'])
    write(`static/chunks/${chunk}.js`, '(globalThis.TURBOPACK||=[]).push([]);');
  return nextOutputIn(dist);
}

afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe("the contract with Next's output", () => {
  it('holds for the shape Next 16.4.6 writes', () => {
    expect(nextOutputProblems(nextBuild())).toEqual([]);
  });

  it('names a build without its id', () => {
    const output = nextBuild();
    rmSync(join(dist, 'BUILD_ID'));
    expect(nextOutputProblems(output)).toEqual([expect.stringMatching(/^BUILD_ID .*missing/)]);
  });

  it('names a prerendered page whose document is not <route>.html', () => {
    const output = nextBuild();
    rmSync(join(dist, 'server/app/caregivers.html'));
    expect(nextOutputProblems(output)).toEqual([expect.stringMatching(/caregivers\.html is missing for \/caregivers/)]);
  });

  it('names a prerender manifest that no longer lists pages the same way', () => {
    const output = nextBuild();
    write('prerender-manifest.json', JSON.stringify({ version: 5, pages: {} }));
    expect(nextOutputProblems(output)).toEqual([expect.stringMatching(/no "routes" object/)]);
  });

  it('names scripts that are deferred or modules rather than async', () => {
    const problems = nextOutputProblems(
      nextBuild({ scripts: '<script src="/_next/static/chunks/1jvbmmwlfmppx.js" defer=""></script>' }),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(/loads \/_next\/static\/chunks\/1jvbmmwlfmppx\.js without async/),
    );
  });

  it('names pages without any script with a source (scripts inlined or written another way)', () => {
    const problems = nextOutputProblems(nextBuild({ scripts: '' }));
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/has no script with a source/);
  });

  it('names scripts served from elsewhere than /_next/static/, and scripts the build did not write', () => {
    const problems = nextOutputProblems(
      nextBuild({
        scripts:
          '<script src="/assets/app.js" async=""></script>' +
          '<script src="/_next/static/chunks/missing.js" async=""></script>',
      }),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(/loads \/assets\/app\.js, not a file under \/_next\/static\//),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(/loads \/_next\/static\/chunks\/missing\.js, which the build did not write/),
    );
  });

  it('names a document without a head to put the loader in', () => {
    const output = nextBuild();
    write('server/app/index.html', document(FRAMEWORK_SCRIPTS).replace('</head>', ''));
    expect(nextOutputProblems(output)).toEqual([expect.stringMatching(/index\.html has no <\/head>/)]);
  });
});
