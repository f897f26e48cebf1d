/**
 * `npm run --silent calc -- <input.json | ->`: prints the result JSON on
 * stdout; on bad input prints every problem on stderr, one per line, and
 * exits 2. Never a stack trace: unexpected failures exit 1 with one line.
 */
import { readFileSync } from 'node:fs';
import { calculatePayroll } from './index';

function readInput(arg: string | undefined): { ok: true; text: string } | { ok: false; message: string } {
  if (arg === undefined) return { ok: false, message: 'usage: npm run --silent calc -- <input.json | ->' };
  try {
    return { ok: true, text: readFileSync(arg === '-' ? 0 : arg, 'utf8') };
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? String(error.code) : 'read error';
    return { ok: false, message: `cannot read ${arg === '-' ? 'standard input' : arg}: ${code}` };
  }
}

function main(): number {
  const input = readInput(process.argv[2]);
  if (!input.ok) {
    process.stderr.write(`${input.message}\n`);
    return 2;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(input.text);
  } catch (error) {
    process.stderr.write(`input is not valid JSON: ${error instanceof Error ? error.message : 'parse error'}\n`);
    return 2;
  }
  const outcome = calculatePayroll(parsed);
  if (!outcome.ok) {
    for (const e of outcome.errors) process.stderr.write(`${e.path === '' ? 'input' : e.path}: ${e.message}\n`);
    return 2;
  }
  process.stdout.write(`${JSON.stringify(outcome.value, null, 2)}\n`);
  return 0;
}

try {
  process.exitCode = main();
} catch (error) {
  process.stderr.write(`internal error: ${error instanceof Error ? error.message : 'unknown'}\n`);
  process.exitCode = 1;
}
