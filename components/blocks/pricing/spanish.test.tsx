import { describe, expect, it } from 'vitest';
import type { PricingBlock as PricingConfig, PricingPlan } from '@/schemas/generated/config-types';
import { anchorsIn, makeContext, renderBlock, textOf } from '../test-utils';
import { formatDollars } from './format-price';

const plan = (name: string, monthlyPrice: number): PricingPlan => ({
  name,
  monthlyPrice,
  summary: `Resumen de ${name}`,
  features: [`Nómina ${name}`],
});

const block: PricingConfig = {
  type: 'pricing',
  heading: 'Precios sencillos',
  plan: plan('Completo', 80),
  threeTier: [plan('Básico', 45), plan('Estándar', 80), plan('Premium', 1234.5)],
  enrollLabel: 'Comenzar',
};

describe('PricingBlock in Spanish', () => {
  it('states each price and the year-end fee in Spanish, the same dollars and cents as in English', () => {
    const html = renderBlock(block, makeContext({ locale: 'es-US', flags: { 'three-tier-pricing-test': true } }));
    const text = textOf(html);
    expect(text).toContain('Básico $45 al mes');
    expect(text).toContain('Premium $1,234.50 al mes');
    expect(text).toContain('Preparación de impuestos de fin de año: $100 al año.');
    expect(text).not.toMatch(/a month|a year/);
  });

  it('opens enrollment in Spanish', () => {
    const html = renderBlock(block, makeContext({ locale: 'es-US' }));
    expect(anchorsIn(html)[0]?.href).toBe('/app/hp-enrollment/signup?lang=es');
  });

  it('writes money the US Spanish way: the dollar sign first, a comma for thousands, cents only when there are any', () => {
    expect(formatDollars(1200, 'es-US')).toBe('$1,200');
    expect(formatDollars(49.9, 'es-US')).toBe('$49.90');
  });
});
