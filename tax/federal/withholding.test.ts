import { describe, expect, it } from 'vitest';
import { requireYear } from '../data/load-for-tests';
import { roundCents } from '../core/money';
import type { W4 } from '../core/types';
import { federalWithholding } from './withholding';

const federal = requireYear(2026).federal;
const w4 = (over: Partial<W4>): W4 => ({
  filingStatus: 'single',
  step2Checkbox: false,
  step3: 0,
  step4a: 0,
  step4b: 0,
  step4c: 0,
  ...over,
});
const fit = (over: Partial<W4>, wages: number, periods: number) =>
  roundCents(federalWithholding(federal, w4(over), wages, periods));

// Pub 15-T (2026) Worksheet 1A by hand; the annual tables are in tax/data/2026.json.
describe('Publication 15-T 2026 Worksheet 1A', () => {
  it('single, weekly $800', () => {
    // 1c 800*52 = 41,600; 1i = 41,600 - 8,600 = 33,000; 1,240 + 12% * (33,000 - 19,900) = 2,812; / 52 = 54.0769
    expect(fit({}, 800, 52)).toBe(54.08);
  });
  it('married filing jointly, monthly $5,000', () => {
    // 60,000 - 12,900 = 47,100; 2,480 + 12% * (47,100 - 44,100) = 2,840; / 12 = 236.667
    expect(fit({ filingStatus: 'mfj' }, 5000, 12)).toBe(236.67);
  });
  it('head of household, biweekly $2,000', () => {
    // 52,000 - 8,600 = 43,400; 1,770 + 12% * (43,400 - 33,250) = 2,988; / 26 = 114.923
    expect(fit({ filingStatus: 'hoh' }, 2000, 26)).toBe(114.92);
  });
  it('married filing separately uses the single table, semimonthly $3,000', () => {
    // 72,000 - 8,600 = 63,400; 5,800 + 22% * (63,400 - 57,900) = 7,010; / 24 = 292.083
    expect(fit({ filingStatus: 'mfs' }, 3000, 24)).toBe(292.08);
    expect(fit({ filingStatus: 'mfs' }, 3000, 24)).toBe(fit({ filingStatus: 'single' }, 3000, 24));
  });
  it('Step 2 checkbox: single weekly $800 uses the checkbox table and no line 1g', () => {
    // 41,600; 2,900 + 22% * (41,600 - 33,250) = 4,737; / 52 = 91.096
    expect(fit({ step2Checkbox: true }, 800, 52)).toBe(91.1);
  });
  it('Step 2 checkbox: married filing jointly monthly $5,000', () => {
    // 60,000; 1,240 + 12% * (60,000 - 28,500) = 5,020; / 12 = 418.333
    expect(fit({ filingStatus: 'mfj', step2Checkbox: true }, 5000, 12)).toBe(418.33);
  });
  it('Step 2 checkbox: head of household weekly $1,000', () => {
    // 52,000; 3,870 + 22% * (52,000 - 45,800) = 5,234; / 52 = 100.654
    expect(fit({ filingStatus: 'hoh', step2Checkbox: true }, 1000, 52)).toBe(100.65);
  });
  it('Steps 3, 4(a), 4(b) and 4(c) together', () => {
    // 1e = 41,600 + 5,200 = 46,800; 1h = 10,400 + 8,600 = 19,000; 1i = 27,800
    // 1,240 + 12% * (27,800 - 19,900) = 2,188; / 52 = 42.0769; 3b = 2,000 / 52 = 38.4615
    // 3c = 3.6154; + 4(c) 10 = 13.6154
    expect(fit({ step3: 2000, step4a: 5200, step4b: 10400, step4c: 10 }, 800, 52)).toBe(13.62);
  });
  it('Step 3 credits larger than the tax floor at zero, and 4(c) is still added', () => {
    // 54.0769 - 5,000 / 52 < 0, so 3c = 0
    expect(fit({ step3: 5000 }, 800, 52)).toBe(0);
    expect(fit({ step3: 5000, step4c: 25 }, 800, 52)).toBe(25);
  });
  it('weekly and monthly pay of the same annual wages withhold the same annual amount', () => {
    // 62,400 - 8,600 = 53,800; 1,240 + 12% * 33,900 = 5,308 a year: 102.08 a week, 442.33 a month
    expect(fit({}, 1200, 52)).toBe(102.08);
    expect(fit({}, 5200, 12)).toBe(442.33);
  });
  it('very low pay withholds nothing', () => {
    // 100 * 52 = 5,200 is under the 8,600 line 1g amount
    expect(fit({}, 100, 52)).toBe(0);
    expect(fit({}, 0, 52)).toBe(0);
  });
  it('top bracket: single monthly $60,000', () => {
    // 720,000 - 8,600 = 711,400; 192,979.25 + 37% * (711,400 - 648,100) = 216,400.25; / 12 = 18,033.354
    expect(fit({}, 60000, 12)).toBe(18033.35);
  });
});
