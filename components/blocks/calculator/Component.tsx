import { Paragraphs } from '@/components/ui/Paragraphs';
import { Section } from '@/components/ui/Section';
import type { BlockProps } from '../types';
import { CalculatorLoader } from './CalculatorLoader.client';

export function CalculatorBlock({ block, context }: BlockProps<'calculator'>) {
  const map = context.shared.get('state-maps', block.states);
  const hired = block.hiredQuestion ? context.shared.get('option-lists', block.hiredQuestion) : undefined;
  const states = Object.entries(map?.states ?? {})
    .flatMap(([name, code]) => (code ? [{ code, name }] : []))
    .sort((a, b) => a.name.localeCompare(b.name));
  return (
    <Section heading={block.heading} anchor={block.anchor}>
      {block.intro && <Paragraphs paragraphs={block.intro} />}
      <CalculatorLoader
        states={states}
        defaultState={block.defaultState}
        defaultMode={block.defaultMode}
        email={context.flags['hide-email-button'] || !hired ? null : { hiredQuestion: hired.label, hiredOptions: hired.options }}
        gated={context.flags['nanny-tax-calculator-gate']}
        benefits={block.benefits ? (context.shared.get('benefit-lists', block.benefits)?.items ?? []) : []}
      />
    </Section>
  );
}
