import { describe, expect, it } from 'vitest';
import { buildFileOf, COMPILE_HINT, loadableChunkFiles, withCompileHint } from './compile-hints';

describe('compile hints', () => {
  it('puts the hint on the first line once, keeping the script as it was after it', () => {
    const chunk = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([1]);';
    const hinted = withCompileHint(chunk);
    expect(hinted).toBe(`//# allFunctionsCalledOnLoad\n${chunk}`);
    expect(hinted.split('\n')[0]).toBe(COMPILE_HINT.trim());
    expect(withCompileHint(hinted)).toBe(hinted);
  });

  it('finds the built file of a script URL, with or without an asset host', () => {
    expect(buildFileOf('/_next/static/chunks/0q0bg3_mh0zyw.js')).toBe('static/chunks/0q0bg3_mh0zyw.js');
    expect(buildFileOf('https://cdn.example.com/_next/static/chunks/turbopack-1.js?dpl=abc')).toBe('static/chunks/turbopack-1.js');
    expect(buildFileOf('/images/a.js')).toBeUndefined();
    expect(buildFileOf('/_next/static/../../etc/passwd.js')).toBeUndefined();
  });

  it("lists the scripts of every next/dynamic import in Next's loadable manifest", () => {
    const manifest = JSON.stringify({
      '31635': { id: 31635, files: ['static/chunks/031hvvr61yal8.js', 'static/chunks/0_ofz-vzpams6.js', 'static/chunks/a.css'] },
      '4001': { id: 4001, files: ['static/chunks/2-yeid2dry2v8.js'] },
    });
    expect(loadableChunkFiles(manifest, 'page').sort()).toEqual(['static/chunks/031hvvr61yal8.js', 'static/chunks/0_ofz-vzpams6.js', 'static/chunks/2-yeid2dry2v8.js']);
    expect(loadableChunkFiles('{}', 'page')).toEqual([]);
  });

  it('refuses a loadable manifest it cannot read rather than hinting nothing', () => {
    expect(() => loadableChunkFiles('[]', 'x/react-loadable-manifest.json')).toThrow('x/react-loadable-manifest.json: expected an object');
    expect(() => loadableChunkFiles('{"1":{"id":1}}', 'm')).toThrow('m: entry 1 has no list of files');
    expect(() => loadableChunkFiles('{"1":{"files":["static/../../../etc/x.js"]}}', 'm')).toThrow('m: entry 1 names static/../../../etc/x.js');
  });
});
