import type { ResolveContext } from '@/engine/resolve-context';
import type { BlockConfig } from '../types';

/** The state list, the e-mail form's question and the benefits, looked up by id; the two calculator flags read here. */
export function resolveCalculator(block: BlockConfig<'calculator'>, context: ResolveContext) {
  const map = context.shared.get('state-maps', block.states);
  const hired = block.hiredQuestion ? context.shared.get('option-lists', block.hiredQuestion) : undefined;
  const states = Object.entries(map?.states ?? {})
    .flatMap(([name, code]) => (code ? [{ code, name }] : []))
    .sort((a, b) => a.name.localeCompare(b.name));
  return {
    states,
    email:
      context.flags['hide-email-button'] || !hired ? null : { hiredQuestion: hired.label, hiredOptions: hired.options },
    gated: context.flags['nanny-tax-calculator-gate'],
    benefits: block.benefits ? (context.shared.get('benefit-lists', block.benefits)?.items ?? []) : [],
  };
}

export type CalculatorResolved = ReturnType<typeof resolveCalculator>;
