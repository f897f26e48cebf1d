import { describe, expect, it } from 'vitest';
import { buildFileOf, COMPILE_HINT, withCompileHint } from './compile-hints';

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
});
