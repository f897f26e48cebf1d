import type { ResolveContext } from '@/engine/resolve-context';
import { jurisdictions } from '@/services/config/collections';
import type { StateGuide } from '@/components/calculator/model/state-guide-link';
import type { BlockConfig } from '../types';
import { calculatorBlockMessages } from './messages';

/** Each state's guide by code, where the block links the guides: the same jurisdictions the guides' pages are made from. */
function guidesOf(prefix: string | undefined): Map<string, StateGuide> {
  if (prefix === undefined) return new Map();
  return new Map(
    jurisdictions().map(({ code, name, place, slug }) => [code, { name, place, slug, href: `${prefix}${slug}` }]),
  );
}

/**
 * The state list, the e-mail form's question and the benefits, looked up by id; the two calculator flags read here.
 * The page's language goes to the calculator, which fetches its words with its code; the placeholder's (loading, or
 * failed to load) are picked here.
 */
export function resolveCalculator(block: BlockConfig<'calculator'>, context: ResolveContext) {
  const map = context.shared.get('state-maps', block.states);
  const hired = block.hiredQuestion ? context.shared.get('option-lists', block.hiredQuestion) : undefined;
  const guides = guidesOf(block.guidePathPrefix);
  const states = Object.entries(map?.states ?? {})
    .flatMap(([name, code]) => {
      const guide = code ? guides.get(code) : undefined;
      return code ? [guide ? { code, name, guide } : { code, name }] : [];
    })
    .sort((a, b) => a.name.localeCompare(b.name, context.locale));
  return {
    locale: context.locale,
    placeholder: calculatorBlockMessages[context.locale],
    states,
    email:
      context.flags['hide-email-button'] || !hired ? null : { hiredQuestion: hired.label, hiredOptions: hired.options },
    gated: context.flags['nanny-tax-calculator-gate'],
    benefits: block.benefits ? (context.shared.get('benefit-lists', block.benefits)?.items ?? []) : [],
  };
}

export type CalculatorResolved = ReturnType<typeof resolveCalculator>;
