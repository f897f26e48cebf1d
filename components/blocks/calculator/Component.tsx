import { Paragraphs } from '@/components/ui/Paragraphs';
import { Section } from '@/components/ui/Section';
import type { BlockProps } from '../types';
import { CalculatorLoader } from './CalculatorLoader.client';
import styles from './calculator-loader.module.css';
import type { CalculatorResolved } from './resolve';

export function CalculatorBlock({
  block,
  locale,
  placeholder,
  states,
  email,
  gated,
  benefits,
}: BlockProps<'calculator'> & CalculatorResolved) {
  return (
    <Section heading={block.heading} anchor={block.anchor}>
      {block.intro && <Paragraphs paragraphs={block.intro} className={styles.intro} />}
      <CalculatorLoader
        locale={locale}
        placeholder={placeholder}
        states={states}
        defaultState={block.defaultState}
        defaultMode={block.defaultMode}
        email={email}
        gated={gated}
        benefits={benefits}
      />
    </Section>
  );
}
