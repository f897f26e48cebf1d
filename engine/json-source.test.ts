import { describe, expect, it } from 'vitest';
import { decodePointer, encodePointer, parseJsonSource } from './json-source';

describe('parseJsonSource', () => {
  const text = '{\n  "a": {\n    "b/c": [10, 20]\n  }\n}\n';

  it('locates values by JSON pointer, including escaped segments', () => {
    const parsed = parseJsonSource('x.json', text);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value.problemAt('/a/b~1c/1', 'bad')).toMatchObject({ line: 3, column: 17, pointer: '/a/b~1c/1' });
    expect(parsed.value.problemAt('/a', 'bad', 'b/c')).toMatchObject({ line: 3, column: 5 });
  });

  it('falls back to the nearest existing parent for a pointer into a missing value', () => {
    const parsed = parseJsonSource('x.json', text);
    if (!parsed.ok) throw new Error('expected valid JSON');
    expect(parsed.value.problemAt('/a/missing/deeper', 'bad')).toMatchObject({ line: 2, column: 8 });
  });

  it('reports syntax errors with their position in readable words', () => {
    const parsed = parseJsonSource('x.json', '{\n  "a": 1,\n}\n');
    expect(parsed).toEqual({
      ok: false,
      errors: [
        {
          file: 'x.json',
          pointer: '',
          line: 3,
          column: 1,
          message: 'invalid JSON: expected a property name in double quotes',
        },
      ],
    });
  });

  it('rejects comments and empty files', () => {
    expect(parseJsonSource('x.json', '// hi\n{}')).toMatchObject({
      ok: false,
      errors: [{ message: 'invalid JSON: comments are not allowed in JSON' }],
    });
    expect(parseJsonSource('x.json', '')).toMatchObject({ ok: false, errors: [{ line: 1, column: 1 }] });
  });
});

describe('JSON pointers', () => {
  it('encode and decode ~ and /', () => {
    expect(encodePointer(['a/b', 'c~d', 0])).toBe('/a~1b/c~0d/0');
    expect(decodePointer('/a~1b/c~0d/0')).toEqual(['a/b', 'c~d', '0']);
  });
});
