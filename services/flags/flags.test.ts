import { describe, expect, it } from 'vitest';
import { testFlagDefaults } from '@/engine/testing/memory-fs';
import { evaluateFlags, type FlagValues } from './flags';

const defaults: FlagValues = testFlagDefaults;

describe('evaluateFlags', () => {
  it('uses the site.json defaults when nothing overrides them', () => {
    expect(evaluateFlags(defaults, {}).flags).toEqual(defaults);
  });

  it('lets the environment override a flag by name, typed like its default', () => {
    const { flags, problems } = evaluateFlags(defaults, { FLAG_CALCULATOR_DOWNTIME: 'true', FLAG_GTM_JS_URL: 'https://tags.example.com/gtm.js', FLAG_REFERRALS: 'off' });
    expect(flags['calculator-downtime']).toBe(true);
    expect(flags['gtm-js-url']).toBe('https://tags.example.com/gtm.js');
    expect(flags.referrals).toBe(false);
    expect(problems).toEqual([]);
  });

  it('keeps the default and explains why when an override is not a boolean', () => {
    const { flags, problems } = evaluateFlags(defaults, { FLAG_CARE_EMBRACE: 'maybe' });
    expect(flags['care-embrace']).toBe(false);
    expect(problems).toEqual(['FLAG_CARE_EMBRACE: "maybe" is not a valid value for flag care-embrace (use true or false)']);
  });

  it('ignores the override cookie unless overrides are allowed', () => {
    expect(evaluateFlags(defaults, {}, 'calculator-downtime=true').flags['calculator-downtime']).toBe(false);
    const allowed = evaluateFlags(defaults, { ALLOW_FLAG_OVERRIDES: '1' }, 'calculator-downtime=true,three-tier-pricing-test,nope=1');
    expect(allowed.flags['calculator-downtime']).toBe(true);
    expect(allowed.flags['three-tier-pricing-test']).toBe(true);
    expect(allowed.problems).toEqual(['hp-flags: unknown flag "nope"']);
  });
});
