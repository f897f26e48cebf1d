import { isValidElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { makeContext, renderHtml } from '../test-utils';
import { CalculatorBlock } from './Component';
import { CalculatorLoader } from './CalculatorLoader.client';
import type { CalculatorProps } from '@/components/calculator/model/calculator-props';
import { resolveCalculator } from './resolve';
import type { BlockConfig } from '../types';

const block: BlockConfig<'calculator'> = {
  type: 'calculator',
  heading: 'Estimate',
  states: 'us-states',
  hiredQuestion: 'hired',
};
const shared = {
  'state-maps': { 'us-states': { id: 'us-states', states: { Texas: 'TX', 'New York': 'NY', Guam: '' } } },
  'option-lists': {
    hired: {
      id: 'hired',
      label: 'Have you hired someone?',
      options: [
        { label: 'Not yet', value: 21 },
        { label: 'Yes', value: 11 },
      ],
    },
  },
};

/** The props the server hands the calculator, which is loaded in the browser after the page. */
function calculatorProps(
  flags: Record<string, boolean>,
  config: Partial<BlockConfig<'calculator'>> = {},
): CalculatorProps {
  const found: CalculatorProps[] = [];
  const visit = (node: ReactNode): void => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (isValidElement<{ children?: ReactNode }>(node)) {
      if (node.type === CalculatorLoader) found.push(node.props as unknown as CalculatorProps);
      else visit(node.props.children);
    }
  };
  const configured = { ...block, ...config };
  visit(CalculatorBlock({ block: configured, ...resolveCalculator(configured, makeContext({ shared, flags })) }));
  const [props] = found;
  if (props === undefined) throw new Error('no calculator rendered');
  return props;
}

describe('the calculator block and its flags', () => {
  it('offers the states of the shared map by name, and "e-mail my results" with the hired question', () => {
    const props = calculatorProps({});
    expect(props.states).toEqual([
      { code: 'NY', name: 'New York' },
      { code: 'TX', name: 'Texas' },
    ]);
    expect(props.email).toEqual({
      hiredQuestion: 'Have you hired someone?',
      hiredOptions: shared['option-lists'].hired.options,
    });
    expect(props.gated).toBe(false);
  });

  it('hides the e-mail button while hide-email-button is on', () => {
    expect(calculatorProps({ 'hide-email-button': true }).email).toBeNull();
  });

  it('gates the detailed breakdown behind the e-mail while nanny-tax-calculator-gate is on', () => {
    expect(calculatorProps({ 'nanny-tax-calculator-gate': true }).gated).toBe(true);
  });

  it('gives each state its guide when the block links the guides, and none otherwise', () => {
    expect(calculatorProps({}, { guidePathPrefix: '/nanny-taxes/' }).states).toEqual([
      {
        code: 'NY',
        name: 'New York',
        guide: { name: 'New York', place: 'New York', slug: 'new-york', href: '/nanny-taxes/new-york' },
      },
      {
        code: 'TX',
        name: 'Texas',
        guide: { name: 'Texas', place: 'Texas', slug: 'texas', href: '/nanny-taxes/texas' },
      },
    ]);
    expect(calculatorProps({}).states.some((state) => state.guide !== undefined)).toBe(false);
  });
});

describe('the calculator block on a Spanish page', () => {
  it('hands the calculator the page’s language, and holds its place in Spanish until it arrives', () => {
    const configured = { ...block };
    const resolved = resolveCalculator(configured, makeContext({ shared, locale: 'es-US' }));
    expect(resolved.locale).toBe('es-US');
    expect(resolved.placeholder.loading).toBe('Cargando la calculadora…');
    const html = renderHtml(<CalculatorBlock block={configured} {...resolved} />);
    expect(html).toContain('Cargando la calculadora…');
    expect(html).not.toContain('Loading the calculator');
  });

  it('keeps the English placeholder and language on an English page', () => {
    const resolved = resolveCalculator(block, makeContext({ shared }));
    expect(resolved.locale).toBe('en-US');
    expect(renderHtml(<CalculatorBlock block={block} {...resolved} />)).toContain('Loading the calculator…');
  });
});
