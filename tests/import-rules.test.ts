import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });
const IMPORT_RULES = ['no-restricted-imports', 'import-x/no-restricted-paths'];

/** The import-rule messages ESLint gives `import { <name> } from '<from>'` in a file at `file` (it need not exist). */
async function importProblems(file: string, from: string, name: string): Promise<string[]> {
  const source = `import { ${name} } from '${from}';\nexport const used = [${name}];\n`;
  const [result] = await eslint.lintText(source, { filePath: file });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId !== null && IMPORT_RULES.includes(message.ruleId))
    .map((message) => message.message);
}

// Loading ESLint's TypeScript parser takes seconds on a busy machine.
describe('the layers (ESLint): app → components → services → engine and tax → paylaw', { timeout: 60_000 }, () => {
  it.each([
    ['components/ui/example.ts', '@/app/healthz/route', 'GET', 'components/ never imports app/'],
    ['services/example/example.ts', '../../components/shell/toasts', 'showToast', 'services/ never imports app/'],
    ['services/example.ts', '@/app/healthz/route', 'GET', 'services/ never imports app/'],
    ['engine/example.ts', '@/services/flags/server-flags', 'serverFlags', 'engine/ and tax/ are the pure core'],
    ['engine/example.ts', '../components/blocks/registry', 'blockRegistry', 'engine/ and tax/ are the pure core'],
    ['tax/engine/example.ts', '@/services/logging/redact', 'redactText', 'engine/ and tax/ are the pure core'],
    ['engine/example.ts', '@/tax/federal/futa', 'futaRate', 'engine/ and tax/ are independent'],
    ['tax/example.ts', '../engine/result', 'ok', 'engine/ and tax/ are independent'],
    ['engine/example.ts', 'next/navigation', 'notFound', 'engine/ never imports Next.js'],
    ['paylaw/example.ts', '@/tax/federal/futa', 'futaRate', 'paylaw/ is the lowest layer'],
    ['paylaw/rules/example.ts', '../../services/logging/redact', 'redactText', 'paylaw/ is the lowest layer'],
  ])('refuses in %s: %s', async (file, from, name, message) => {
    expect(await importProblems(file, from, name)).toEqual([expect.stringContaining(message)]);
  });

  it.each([
    ['app/example.ts', '@/components/shell/toasts', 'showToast'],
    ['app/example.ts', 'next/navigation', 'notFound'],
    ['components/ui/example.ts', '@/services/flags/flags', 'evaluateFlags'],
    ['services/example.ts', '@/engine/result', 'ok'],
    ['services/example.ts', '@/tax', 'calculatePayroll'],
    ['engine/example.ts', './result', 'ok'],
    // tax/engine/ is the payroll engine's own folder, not engine/.
    ['tax/solver/example.ts', '../engine/payroll', 'calculatePayroll'],
    ['tax/input/example.ts', '@/paylaw', 'payForWeek'],
    ['components/ui/example.ts', '@/paylaw', 'findPlace'],
  ])('allows in %s: %s', async (file, from, name) => {
    expect(await importProblems(file, from, name)).toEqual([]);
  });
});
