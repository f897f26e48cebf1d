/**
 * `npm run --silent calc -- <input.json | ->`: prints the result JSON on
 * stdout; on bad input prints every problem on stderr, one per line, and
 * exits 2. Never a stack trace: unexpected failures exit 1 with one line.
 * An input with `targetNetPay` instead of a pay is solved for the gross pay
 * that leaves that take-home pay, as the calculator does.
 */
import { readFileSync } from 'node:fs';
import { calculatePayroll, solveGrossForNet } from './index';
import { isRecord } from './input/reader';
import type { NumberInputPath } from './input/input-fields';

const TARGET: NumberInputPath = 'targetNetPay';

/** The engine's answer, or the solver's (its gross pay beside the result) for a take-home pay. */
function run(parsed: unknown) {
  if (!isRecord(parsed) || parsed[TARGET] === undefined) return calculatePayroll(parsed);
  const { [TARGET]: targetNetPay, ...input } = parsed;
  return solveGrossForNet({ input, targetNetPay });
}

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
  const outcome = run(parsed);
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
