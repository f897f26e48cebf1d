/**
 * One rule for client components, both ways: a component file that runs in the browser (it says 'use client', calls
 * a hook, or hands an element an event handler) is named *.client.tsx, and a *.client.tsx file starts with
 * 'use client'. Then the name alone tells what ships to the browser, and a component that needs the browser says so
 * where it is written instead of being a client component only because of who imports it today: a server component
 * that imports it later gets a client boundary, not a build error.
 *
 * A module of hooks (use-*.ts) renders nothing: it runs inside the component that calls it, which this rule names.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOTS = ['components', 'app'];
const SOURCE = /\.tsx?$/;
const SKIPPED = /\.test\.tsx?$|\.d\.ts$/;
// Next finds these route files by name, so they keep it even when Next wants them to be client components.
const NEXT_ROUTE_FILE = /^app\/(?:.*\/)?(?:page|layout|template|error|global-error|not-found|loading|default)\.tsx$/;

const sourceFiles = ROOTS.flatMap((root) =>
  (readdirSync(join(process.cwd(), root), { recursive: true, encoding: 'utf8' }) as string[])
    .map((file) => `${root}/${file.split('\\').join('/')}`)
    .filter((file) => SOURCE.test(file) && !SKIPPED.test(file)),
);

function startsWithUseClient(source: ts.SourceFile): boolean {
  const [first] = source.statements;
  return (
    first !== undefined &&
    ts.isExpressionStatement(first) &&
    ts.isStringLiteral(first.expression) &&
    first.expression.text === 'use client'
  );
}

const HOOK = /^use(?:[A-Z0-9]|$)/;
const EVENT_HANDLER = /^on[A-Z]/;

/** The first thing that makes a component file client-only: a hook call or an event handler, with its line. */
function browserOnlyUse(source: ts.SourceFile): string | undefined {
  let found: string | undefined;
  const at = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const visit = (node: ts.Node): void => {
    if (found !== undefined) return;
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee)
        ? callee.text
        : ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : undefined;
      if (name !== undefined && HOOK.test(name)) found = `it calls ${name} on line ${at(node)}`;
    } else if (
      ts.isJsxAttribute(node) &&
      ts.isIdentifier(node.name) &&
      EVENT_HANDLER.test(node.name.text) &&
      node.initializer !== undefined &&
      ts.isJsxExpression(node.initializer)
    ) {
      found = `it passes ${node.name.text} on line ${at(node)}`;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** What breaks the rule in one file, each problem naming the file; none when it keeps it. */
function clientRuleProblems(file: string, text: string): string[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const named = file.endsWith('.client.tsx');
  const declared = startsWithUseClient(source);
  if (named) return declared ? [] : [`${file} is named *.client.tsx but does not start with 'use client'`];
  if (NEXT_ROUTE_FILE.test(file)) return [];
  const clientName = `${basename(file).replace(SOURCE, '')}.client.tsx`;
  if (declared) return [`${file} starts with 'use client': name it ${clientName}`];
  // A .ts file has no JSX: it is no component, whatever it calls.
  const use = file.endsWith('.tsx') ? browserOnlyUse(source) : undefined;
  return use === undefined ? [] : [`${file} is a client component (${use}): name it ${clientName}`];
}

describe("the .client rule: client components are *.client.tsx, and *.client.tsx starts with 'use client'", () => {
  it('has files to check in components/ and app/', () => {
    expect(sourceFiles.filter((file) => file.startsWith('components/')).length).toBeGreaterThan(100);
    expect(sourceFiles.filter((file) => file.startsWith('app/')).length).toBeGreaterThan(10);
  });

  it('holds for every file of components/ and app/', () => {
    const problems = sourceFiles.flatMap((file) => clientRuleProblems(file, readFileSync(file, 'utf8')));
    expect(problems).toEqual([]);
  });

  it.each([
    ['components/x/Panel.tsx', "'use client';\nexport const Panel = () => null;\n", "starts with 'use client'"],
    [
      'components/x/Panel.tsx',
      "import { useState } from 'react';\nexport function Panel() {\n  const [open] = useState(false);\n  return open;\n}\n",
      'is a client component (it calls useState on line 3)',
    ],
    [
      'components/x/Panel.tsx',
      'export function Panel({ go }: { go: () => void }) {\n  return <button onClick={go} />;\n}\n',
      'is a client component (it passes onClick on line 2)',
    ],
    ['components/x/Panel.tsx', 'export const Panel = () => React.useId();\n', 'it calls useId on line 1'],
    ['app/x/Copy.client.tsx', 'export const Copy = () => null;\n', "does not start with 'use client'"],
    [
      'app/x/Copy.client.tsx',
      "/** Why. */\nimport { a } from './a';\n'use client';\nexport const Copy = () => a;\n",
      "does not start with 'use client'",
    ],
  ])('refuses %s written as it is here, naming it', (file, text, problem) => {
    const problems = clientRuleProblems(file, text);
    expect(problems).toEqual([expect.stringContaining(problem)]);
    expect(problems[0]?.startsWith(`${file} `)).toBe(true);
  });

  it.each([
    ['components/x/Panel.tsx', 'export const Panel = ({ title }: { title: string }) => <h2>{title}</h2>;\n'],
    ['components/x/Panel.client.tsx', "'use client';\n/** Why. */\nexport const Panel = () => null;\n"],
    ['components/x/use-thing.ts', "import { useState } from 'react';\nexport const useThing = () => useState(0);\n"],
    ['app/x/error.tsx', "'use client';\nexport default function Error() {\n  return null;\n}\n"],
  ])('allows %s written as it is here', (file, text) => {
    expect(clientRuleProblems(file, text)).toEqual([]);
  });
});
