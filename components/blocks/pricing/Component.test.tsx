import { describe, expect, it } from 'vitest';
import type { PricingBlock as PricingConfig, PricingPlan } from '@/schemas/generated/config-types';
import { anchorsIn, makeContext, renderBlock, textOf } from '../test-utils';
import { formatDollars } from './format-price';

const plan = (name: string, monthlyPrice: number): PricingPlan => ({
  name,
  monthlyPrice,
  summary: `${name} summary`,
  features: [`${name} payroll`, `${name} filings`],
});

const block: PricingConfig = {
  type: 'pricing',
  heading: 'Simple pricing',
  plan: plan('Complete', 80),
  threeTier: [plan('Basic', 45), { ...plan('Standard', 80), highlighted: true }, plan('Premium', 99.5)],
  enrollLabel: 'Get started',
};

describe('PricingBlock', () => {
  it('shows the single plan with its price, features and an enroll link', () => {
    const html = renderBlock(block);
    const text = textOf(html);
    expect(html.match(/<h3\b/g)).toHaveLength(1);
    expect(text).toContain('Complete $80 a month Complete summary Complete payroll Complete filings');
    expect(text).not.toContain('Basic');
    expect(anchorsIn(html)).toEqual([
      expect.objectContaining({ href: '/app/hp-enrollment/signup', text: 'Get started' }),
    ]);
  });

  it('shows the three plans while the three-tier pricing test is on', () => {
    const html = renderBlock(block, makeContext({ flags: { 'three-tier-pricing-test': true } }));
    const names = [...html.matchAll(/<h3[^>]*>([^<]+)<\/h3>/g)].map(([, name]) => name);
    expect(names).toEqual(['Basic', 'Standard', 'Premium']);
    expect(textOf(html)).toContain('$99.50 a month');
    expect(anchorsIn(html)).toHaveLength(3);
  });

  it('always states the year-end tax preparation fee from the site config', () => {
    for (const flag of [false, true]) {
      const text = textOf(renderBlock(block, makeContext({ flags: { 'three-tier-pricing-test': flag } })));
      expect(text).toContain('Year-end tax preparation: $100 a year.');
    }
  });

  it('sends enroll to the landing page while enrollment-landing is on', () => {
    const html = renderBlock(block, makeContext({ flags: { 'enrollment-landing': true } }));
    expect(anchorsIn(html)[0]?.href).toBe('/app/hp-enrollment/landing');
  });
});

describe('formatDollars', () => {
  it('shows cents only when there are any', () => {
    expect(formatDollars(100)).toBe('$100');
    expect(formatDollars(49.9)).toBe('$49.90');
    expect(formatDollars(1200)).toBe('$1,200');
  });
});
