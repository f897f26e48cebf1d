/**
 * What `npm run gen` writes to paylaw/generated from the checked data: the rules the engine reads (small: it ships to
 * the calculator page) and the texts with their sources (for the state guides and "show the math", loaded apart).
 */
import { compileRules, compileTexts } from '@/paylaw/data/compile';
import type { PayLawData } from '@/paylaw/data/validate';

export function payLawModules(data: PayLawData, banner: string): Map<string, string> {
  const json = (value: unknown) => JSON.stringify(value, null, 2);
  return new Map([
    [
      'paylaw/generated/pay-law-rules.ts',
      [
        banner,
        "import type { CompiledPayLaw } from '../core/types';",
        '',
        '/** Every checked rule: the minimum wages with their sources, and the overtime rules, by jurisdiction. */',
        `export const PAY_LAW_RULES: CompiledPayLaw = ${json(compileRules(data))};`,
        '',
      ].join('\n'),
    ],
    [
      'paylaw/generated/pay-law-texts.ts',
      [
        banner,
        "import type { PayLawTexts } from '../core/texts';",
        '',
        '/** Every checked rule in words, with its source. */',
        `export const PAY_LAW_TEXTS: PayLawTexts = ${json(compileTexts(data))};`,
        '',
      ].join('\n'),
    ],
  ]);
}
