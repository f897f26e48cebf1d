/**
 * What `npm run gen` writes to paylaw/generated from the checked data: the rules the engine reads (small: it ships to
 * the calculator page), each overtime rule's source (for "show the math", loaded with the first explanation) and the
 * texts with their sources (for the state guides).
 */
import { compileRuleSources, compileRules, compileTexts } from '@/paylaw/data/compile';
import type { PayLawData } from '@/paylaw/data/validate';

/**
 * The rules as a module: each distinct source written once and referred to by its place in a list, since a
 * jurisdiction's rates mostly share one source and the module ships to the calculator page.
 */
function rulesModule(data: PayLawData, banner: string): string {
  const sources: string[] = [];
  const body = JSON.stringify(
    compileRules(data),
    (key, value: unknown) => {
      if (key !== 'source') return value;
      const text = JSON.stringify(value);
      let index = sources.indexOf(text);
      if (index === -1) index = sources.push(text) - 1;
      return `__source_${index}__`;
    },
    2,
  ).replace(/"__source_(\d+)__"/g, 'SOURCES[$1]');
  return [
    banner,
    "import type { CompiledPayLaw, SourceRef } from '../core/types';",
    '',
    `const SOURCES = [\n${sources.map((text) => `  ${text},`).join('\n')}\n] as const satisfies readonly SourceRef[];`,
    '',
    '/** Every checked rule: the minimum wages with their sources, and the overtime rules, by jurisdiction. */',
    `export const PAY_LAW_RULES: CompiledPayLaw = ${body};`,
    '',
  ].join('\n');
}

export function payLawModules(data: PayLawData, banner: string): Map<string, string> {
  const json = (value: unknown) => JSON.stringify(value, null, 2);
  return new Map([
    ['paylaw/generated/pay-law-rules.ts', rulesModule(data, banner)],
    [
      'paylaw/generated/pay-law-rule-sources.ts',
      [
        banner,
        "import type { SourceRef } from '../core/types';",
        '',
        '/** Each overtime rule\'s source by the rule\'s id, for "show the math". */',
        `export const PAY_LAW_RULE_SOURCES: Readonly<Record<string, SourceRef>> = ${json(compileRuleSources(data))};`,
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
