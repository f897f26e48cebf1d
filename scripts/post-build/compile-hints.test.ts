import { describe, expect, it } from 'vitest';
import { buildFileOf, COMPILE_HINT, sourceMapFileOf, withCompileHint, withCompileHintMap } from './compile-hints';

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
    expect(buildFileOf('https://cdn.example.com/_next/static/chunks/turbopack-1.js?dpl=abc')).toBe(
      'static/chunks/turbopack-1.js',
    );
    expect(buildFileOf('/images/a.js')).toBeUndefined();
    expect(buildFileOf('/_next/static/../../etc/passwd.js')).toBeUndefined();
  });

  it('moves a source map one line down with its script, plain or sectioned', () => {
    const plain = { version: 3, sources: ['a.ts'], names: [], mappings: 'AAAA;AACA' };
    expect(JSON.parse(withCompileHintMap(JSON.stringify(plain), 'a.js.map'))).toEqual({
      ...plain,
      mappings: ';AAAA;AACA',
    });
    const sectioned = {
      version: 3,
      sections: [
        { offset: { line: 0, column: 0 }, map: plain },
        { offset: { line: 4, column: 10 }, map: plain },
      ],
    };
    expect(
      JSON.parse(withCompileHintMap(JSON.stringify(sectioned), 'b.js.map')).sections.map(
        (section: { offset: object }) => section.offset,
      ),
    ).toEqual([
      { line: 1, column: 0 },
      { line: 5, column: 10 },
    ]);
    expect(() => withCompileHintMap('{"version":3}', 'c.js.map')).toThrow(
      'c.js.map: a source map has either sections or mappings',
    );
  });

  it("finds a script's source map by its sourceMappingURL comment, not by its own name", () => {
    expect(sourceMapFileOf('push([1]);\n\n//# sourceMappingURL=0_w15_3anbpw3.js.map')).toBe('0_w15_3anbpw3.js.map');
    expect(sourceMapFileOf('push([1]);')).toBeUndefined();
    expect(sourceMapFileOf('push([1]);\n//# sourceMappingURL=data:application/json;base64,e30=')).toBeUndefined();
    expect(sourceMapFileOf('push([1]);\n//# sourceMappingURL=../../secret.map')).toBeUndefined();
  });
});
