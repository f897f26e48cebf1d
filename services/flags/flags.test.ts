import { describe, expect, it } from 'vitest';
import { testFlagDefaults } from '@/engine/testing/memory-fs';
import { evaluateFlags, type FlagValues } from './flags';

const defaults: FlagValues = testFlagDefaults;

describe('evaluateFlags', () => {
  it('uses the site.json defaults when nothing overrides them', () => {
    expect(evaluateFlags(defaults, {}).flags).toEqual(defaults);
  });

  it('lets the environment override a flag by name, typed like its default', () => {
    const { flags, problems } = evaluateFlags(defaults, {
      FLAG_CALCULATOR_DOWNTIME: 'true',
      FLAG_GTM_JS_URL: 'https://tags.example.com/gtm.js',
      FLAG_REFERRALS: 'off',
    });
    expect(flags['calculator-downtime']).toBe(true);
    expect(flags['gtm-js-url']).toBe('https://tags.example.com/gtm.js');
    expect(flags.referrals).toBe(false);
    expect(problems).toEqual([]);
  });

  it('keeps the default and explains why when an override is not a boolean', () => {
    const { flags, problems } = evaluateFlags(defaults, { FLAG_CARE_EMBRACE: 'maybe' });
    expect(flags['care-embrace']).toBe(false);
    expect(problems).toEqual([
      'FLAG_CARE_EMBRACE: "maybe" is not a valid value for flag care-embrace (use true or false)',
    ]);
  });

  it('ignores the override cookie unless overrides are allowed', () => {
    expect(evaluateFlags(defaults, {}, 'calculator-downtime=true').flags['calculator-downtime']).toBe(false);
    const allowed = evaluateFlags(
      defaults,
      { ALLOW_FLAG_OVERRIDES: '1' },
      'calculator-downtime=true,three-tier-pricing-test,nope=1',
    );
    expect(allowed.flags['calculator-downtime']).toBe(true);
    expect(allowed.flags['three-tier-pricing-test']).toBe(true);
    expect(allowed.problems).toEqual(['hp-flags: unknown flag "nope"']);
  });
});

describe('evaluateFlags: addresses and malformed overrides', () => {
  it('takes an https URL or nothing for a "-url" flag, from the environment as from the cookie', () => {
    expect(evaluateFlags(defaults, { FLAG_TTP_ASSET_URL: 'https://cdn.example.net/site' }).flags['ttp-asset-url']).toBe(
      'https://cdn.example.net/site',
    );
    expect(evaluateFlags(defaults, { FLAG_GTM_JS_URL: 'http://127.0.0.1:4003/gtm.js' }).flags['gtm-js-url']).toBe(
      'http://127.0.0.1:4003/gtm.js',
    );
    for (const raw of [
      'http://cdn.example.net',
      'http://127.0.0.1.evil.example/x',
      'javascript:alert(1)',
      '//cdn.example.net',
      'cdn.example.net',
      'https://a b',
    ]) {
      const { flags, problems } = evaluateFlags(defaults, { FLAG_GTM_JS_URL: raw });
      expect(flags['gtm-js-url'], raw).toBe(defaults['gtm-js-url']);
      expect(problems, raw).toEqual([
        `FLAG_GTM_JS_URL: "${raw}" is not a valid value for flag gtm-js-url (use an https URL, or nothing)`,
      ]);
    }
    const fromCookie = evaluateFlags(defaults, { ALLOW_FLAG_OVERRIDES: '1' }, 'ttp-favicon-url=http://x.example/f.ico');
    expect(fromCookie.flags['ttp-favicon-url']).toBe(defaults['ttp-favicon-url']);
    expect(fromCookie.problems).toHaveLength(1);
  });

  it('ignores a cookie that is not valid percent-encoding, or absurdly long, instead of throwing', () => {
    const env = { ALLOW_FLAG_OVERRIDES: '1' };
    for (const cookie of ['%E0%A4%A', '%', `calculator-downtime=true,${'x'.repeat(5000)}`]) {
      const { flags, problems } = evaluateFlags(defaults, env, cookie);
      expect(flags).toEqual(defaults);
      expect(problems).toHaveLength(1);
    }
  });
});
