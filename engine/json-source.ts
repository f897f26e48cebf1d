/**
 * A parsed JSON file that remembers where every value stands in its text, so a
 * problem found by pointer can be reported at the line and column a person
 * would put the cursor on.
 */
import { findNodeAtLocation, parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';
import { fail, ok, type ConfigProblem, type Result } from './result';

export interface JsonSource {
  file: string;
  data: unknown;
  /** Problem at a JSON pointer; with `key`, at that property's name inside the object. */
  problemAt(pointer: string, message: string, key?: string): ConfigProblem;
}

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i += 1) if (text.charCodeAt(i) === 10) starts.push(i + 1);
  return starts;
}

function positionOf(starts: number[], offset: number): { line: number; column: number } {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if ((starts[mid] ?? 0) <= offset) low = mid;
    else high = mid - 1;
  }
  return { line: low + 1, column: offset - (starts[low] ?? 0) + 1 };
}

export function decodePointer(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
}

export function encodePointer(segments: ReadonlyArray<string | number>): string {
  return segments.map((s) => '/' + String(s).replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}

function nodeAt(root: Node, segments: string[]): Node {
  // Walk as deep as the text goes: a pointer into a missing value lands on its nearest parent.
  let node = root;
  for (const segment of segments) {
    const path = node.type === 'array' ? Number(segment) : segment;
    const child = findNodeAtLocation(node, [path]);
    if (!child) break;
    node = child;
  }
  return node;
}

function keyNode(objectNode: Node, key: string): Node | undefined {
  if (objectNode.type !== 'object') return undefined;
  return objectNode.children?.find((property) => property.children?.[0]?.value === key)?.children?.[0];
}

export function parseJsonSource(file: string, text: string): Result<JsonSource> {
  const starts = lineStarts(text);
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { allowTrailingComma: false, disallowComments: true, allowEmptyContent: false });
  const at = (offset: number, pointer: string, message: string): ConfigProblem => ({
    file,
    pointer,
    message,
    ...positionOf(starts, offset),
  });
  if (errors.length > 0 || !root) {
    // After the first syntax error the parser's further complaints are mostly echoes of it.
    const first = errors[0];
    const problem = first
      ? at(first.offset, '', `invalid JSON: ${describeParseError(printParseErrorCode(first.error))}`)
      : at(0, '', 'invalid JSON: the file is empty');
    return fail([problem]);
  }
  const data: unknown = JSON.parse(text);
  return ok({
    file,
    data,
    problemAt(pointer, message, key) {
      const node = nodeAt(root, decodePointer(pointer));
      const target = key === undefined ? node : (keyNode(node, key) ?? node);
      return at(target.offset, key === undefined ? pointer : `${pointer}/${key}`, message);
    },
  });
}

function describeParseError(code: string): string {
  const readable: Record<string, string> = {
    InvalidSymbol: 'unexpected character',
    InvalidNumberFormat: 'malformed number',
    PropertyNameExpected: 'expected a property name in double quotes',
    ValueExpected: 'expected a value',
    ColonExpected: "expected ':'",
    CommaExpected: "expected ','",
    CloseBraceExpected: "expected '}'",
    CloseBracketExpected: "expected ']'",
    EndOfFileExpected: 'unexpected content after the end of the JSON value',
    InvalidCommentToken: 'comments are not allowed in JSON',
    UnexpectedEndOfComment: 'unterminated comment',
    UnexpectedEndOfString: 'unterminated string',
    UnexpectedEndOfNumber: 'unterminated number',
    InvalidUnicode: 'invalid unicode escape',
    InvalidEscapeCharacter: 'invalid escape character',
    InvalidCharacter: 'invalid character in string',
  };
  return readable[code] ?? code;
}
