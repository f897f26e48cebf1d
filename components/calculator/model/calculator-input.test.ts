import { describe, expect, it } from 'vitest';
import { en } from '../messages/en-US';
import { calculatePayroll } from '@/tax';
import { buildInput as build, fieldForEnginePath, type InputContext } from './calculator-input';
import { DEFAULT_STATE, readQuery, writeQuery } from './query-state';

const STATES = ['NY', 'TX', 'CA'];
// The regular and overtime hours as the family splits them; hours by day are tested on their own below.
const ny = { ...DEFAULT_STATE, state: 'NY', hoursMode: 'split' as const };
const CONTEXT: InputContext = { taxYear: 2026, payDate: undefined, certificate: [], messages: en };
const buildInput = (state: typeof DEFAULT_STATE, context: Partial<InputContext> = {}) =>
  build(state, { ...CONTEXT, ...context });

describe('buildInput', () => {
  it('turns an hourly week with overtime into the engine input the engine accepts', () => {
    const built = buildInput({ ...ny, rate: '25', regularHours: '40', overtimeHours: '5' });
    expect(built).toEqual({
      ok: true,
      input: {
        taxYear: 2026,
        state: 'NY',
        payFrequency: 'weekly',
        hourly: { rate: 25, regularHours: 40, overtimeHours: 5, overtimeMultiplier: 1.5 },
      },
    });
    if (built.ok) expect(calculatePayroll(built.input).ok).toBe(true);
  });

  it('puts an error beside each unusable field, in words', () => {
    const built = buildInput({
      ...DEFAULT_STATE,
      hoursMode: 'split',
      rate: 'abc',
      regularHours: '-3',
      ytdWages: '99999999',
    });
    expect(built).toEqual({
      ok: false,
      errors: {
        state: 'Choose the state where your caregiver works',
        rate: 'Enter the hourly rate as a number, like 22.50',
        regularHours: "The regular hours can't be negative",
        ytdWages: "The wages paid so far this year can't be more than 5,000,000",
      },
    });
  });

  it('refuses more than 168 hours a week, counted per week of the pay period', () => {
    expect(buildInput({ ...ny, regularHours: '150', overtimeHours: '20' })).toMatchObject({
      ok: false,
      errors: { regularHours: expect.stringContaining('168 hours') },
    });
    expect(buildInput({ ...ny, payFrequency: 'biweekly', regularHours: '80', overtimeHours: '20' }).ok).toBe(true);
  });

  it('puts too many hours on the field that has them, and on both only when neither alone is too many', () => {
    const overtime = buildInput({ ...ny, regularHours: '40', overtimeHours: '500' });
    expect(overtime.ok ? {} : overtime.errors).toEqual({
      overtimeHours: 'That is more than the 168 hours in a week: enter the hours of one pay period',
    });
    const regular = buildInput({ ...ny, regularHours: '200', overtimeHours: '5' });
    expect(regular.ok ? {} : regular.errors).toEqual({
      regularHours: 'That is more than the 168 hours in a week: enter the hours of one pay period',
    });
    const together = buildInput({ ...ny, payFrequency: 'biweekly', regularHours: '300', overtimeHours: '40.5' });
    const both = 'Regular and overtime hours together come to 340.5, more than the 336 hours in two weeks';
    expect(together.ok ? {} : together.errors).toEqual({ regularHours: both, overtimeHours: both });
  });

  it('says how to give a long pay period’s hours beyond what one period takes', () => {
    const quarter = buildInput({ ...ny, payFrequency: 'quarterly', regularHours: '40', overtimeHours: '800' });
    expect(quarter.ok ? {} : quarter.errors).toEqual({
      overtimeHours:
        'The calculator takes at most 744 overtime hours in one pay period: for a pay period this long, choose “The hours of each day” and give a typical week',
    });
  });

  it('reads a decimal comma, and asks for a point where a comma could mean two things', () => {
    expect(buildInput({ ...ny, rate: '25,50', regularHours: '37,5' })).toMatchObject({
      ok: true,
      input: { hourly: { rate: 25.5, regularHours: 37.5 } },
    });
    expect(buildInput({ ...ny, payBasis: 'perPeriod', grossPay: '1.234,56' })).toMatchObject({
      ok: false,
      errors: { grossPay: 'Use a point for cents: 1234.56' },
    });
    expect(buildInput({ ...ny, rate: '2,550' })).toMatchObject({
      ok: false,
      errors: {
        rate: "The hourly rate can't be more than 1,000: a comma separates thousands, so “2,550” reads as 2550; use a point for cents, like 25.50",
      },
    });
    const week = { ...DEFAULT_STATE, state: 'CA', rate: '25' };
    expect(buildInput({ ...week, hoursByDay: ['', '7,5', '8', '8', '8', '8', ''] })).toMatchObject({
      ok: true,
      input: { hourly: { hoursByDay: [0, 7.5, 8, 8, 8, 8, 0] } },
    });
    expect(buildInput({ ...week, hoursByDay: ['', '8', '7,125', '8', '8', '8', ''] })).toMatchObject({
      ok: false,
      errors: {
        hoursByDay:
          'Tuesday has at most 24 hours: a comma separates thousands, so “7,125” reads as 7125; use a point for a decimal, like 7.5',
      },
    });
    expect(buildInput({ ...week, hoursByDay: ['', '8', '8', '7,1234', '8', '8', ''] })).toMatchObject({
      ok: false,
      errors: { hoursByDay: "Wednesday's hours: use a point for a decimal: 7.1234" },
    });
  });

  it('reads the SUI rate as a percentage and money with a dollar sign or commas', () => {
    expect(buildInput({ ...ny, payBasis: 'perPeriod', grossPay: '$1,250.50', suiRate: '2.7' })).toMatchObject({
      ok: true,
      input: { grossPay: 1250.5, suiRate: 0.027 },
    });
  });

  it('sends the W-4 with the withholding election, in either mode, and neither checks nor sends it without', () => {
    const w4 = { filingStatus: 'mfj' as const, step3: '2000', step4c: '10' };
    for (const mode of ['budget', 'paycheck'] as const) {
      const built = buildInput({ ...ny, ...w4, mode, withholdFederalIncomeTax: true });
      expect(built).toMatchObject({
        ok: true,
        input: {
          w4: { filingStatus: 'mfj', step2Checkbox: false, step3: 2000, step4c: 10 },
          withholdFederalIncomeTax: true,
        },
      });
    }
    const notAsked = buildInput({ ...ny, ...w4, step4a: 'oops', mode: 'paycheck' });
    expect(notAsked.ok && notAsked.input).toEqual({
      taxYear: 2026,
      state: 'NY',
      payFrequency: 'weekly',
      hourly: { rate: 22, regularHours: 40, overtimeHours: 0, overtimeMultiplier: 1.5 },
    });
  });

  it('maps the engine’s paths to the form’s fields', () => {
    expect(fieldForEnginePath('hourly.rate')).toBe('rate');
    expect(fieldForEnginePath('w4.step4b')).toBe('step4b');
    expect(fieldForEnginePath('stateW4.allowances')).toBeUndefined();
  });
});

describe('hours by day', () => {
  const week = { ...DEFAULT_STATE, state: 'CA', rate: '25', hoursByDay: ['', '9', '9', '9', '9', '9', ''] };

  it('sends the week, who the worker is and the place as the engine takes them, and the engine splits it', () => {
    const built = buildInput({ ...week, liveIn: true, duties: 'housekeeping', place: 'San Francisco, CA' });
    expect(built).toEqual({
      ok: true,
      input: {
        taxYear: 2026,
        state: 'CA',
        payFrequency: 'weekly',
        hourly: { rate: 25, hoursByDay: [0, 9, 9, 9, 9, 9, 0], liveIn: true, duties: 'housekeeping' },
        place: 'San Francisco, CA',
      },
    });
    if (built.ok) expect(calculatePayroll(built.input).ok).toBe(true);
  });

  it('says which day to correct, once for the week', () => {
    expect(buildInput({ ...week, hoursByDay: ['', '9', 'nine', '9', '9', '9', ''] })).toMatchObject({
      ok: false,
      errors: { hoursByDay: "Enter Tuesday's hours as a number, like 8 or 7.5" },
    });
    expect(buildInput({ ...week, hoursByDay: ['', '9', '9', '9', '25', '9', ''] })).toMatchObject({
      ok: false,
      errors: { hoursByDay: 'Thursday has at most 24 hours' },
    });
    expect(buildInput({ ...week, hoursByDay: ['', '', '', '', '', '', ''] })).toMatchObject({
      ok: false,
      errors: { hoursByDay: 'Enter the hours of at least one day' },
    });
  });

  it('puts the engine’s errors about the week and the place beside their fields', () => {
    expect(fieldForEnginePath('hourly.hoursByDay.3')).toBe('hoursByDay');
    expect(fieldForEnginePath('place')).toBe('place');
  });
});

describe('the shareable query string', () => {
  it('round-trips the inputs with the engine’s names', () => {
    const state = {
      ...ny,
      mode: 'paycheck' as const,
      rate: '27.5',
      overtimeHours: '4',
      ytdWages: '150000',
      filingStatus: 'hoh' as const,
      step4c: '15',
      withholdFederalIncomeTax: true,
    };
    const query = writeQuery(state);
    expect(query).toBe(
      'mode=paycheck&state=NY&payFrequency=weekly&rate=27.5&regularHours=40&overtimeHours=4&ytdWages=150000&withholdFederalIncomeTax=true&filingStatus=hoh&step4c=15',
    );
    expect(readQuery(query, STATES, DEFAULT_STATE)).toEqual({ state, ignored: [] });
  });

  it('switches to pay per period when the link gives grossPay', () => {
    expect(readQuery('state=TX&grossPay=900', STATES, DEFAULT_STATE).state).toMatchObject({
      state: 'TX',
      payBasis: 'perPeriod',
      grossPay: '900',
    });
  });

  it('ignores invalid parameters, names them, and never throws', () => {
    const { state, ignored } = readQuery(
      'mode=fun&state=ZZ&payFrequency=fortnightly&rate=-5&filingStatus=x&step2Checkbox=maybe&utm_source=mail&rate2=1',
      STATES,
      DEFAULT_STATE,
    );
    expect(state).toEqual(DEFAULT_STATE);
    expect(ignored).toEqual(['mode', 'state', 'payFrequency', 'rate', 'filingStatus', 'step2Checkbox']);
  });
});

describe('the reverse mode: a take-home pay to offer', () => {
  it('sends no pay and the target to the solver, which finds the gross that leaves it', async () => {
    const built = buildInput({ ...ny, payBasis: 'netTarget', netPay: '738.80', state: 'TX' });
    expect(built).toEqual({
      ok: true,
      input: { taxYear: 2026, state: 'TX', payFrequency: 'weekly' },
      targetNetPay: 738.8,
    });
    const { solveGrossForNet } = await import('@/tax');
    const solved = built.ok ? solveGrossForNet({ input: built.input, targetNetPay: built.targetNetPay }) : undefined;
    expect(solved?.ok && solved.value.result.perPeriod.employee.netPay).toBe(738.8);
  });

  it('round-trips netPay in the shareable link', () => {
    const state = { ...ny, payBasis: 'netTarget' as const, netPay: '900' };
    expect(readQuery(writeQuery(state), STATES, DEFAULT_STATE).state).toMatchObject({
      payBasis: 'netTarget',
      netPay: '900',
    });
  });
});

describe('the year and the pay periods', () => {
  it('sends the tax year and the pay date it was given', () => {
    expect(
      buildInput({ ...ny, payBasis: 'perPeriod', grossPay: '900' }, { taxYear: 2025, payDate: '2025-07-01' }),
    ).toMatchObject({ ok: true, input: { taxYear: 2025, payDate: '2025-07-01' } });
  });

  it('takes every Pub 15-T pay period, with a day at most 24 hours', () => {
    for (const payFrequency of ['daily', 'quarterly', 'semiannual', 'annual'] as const) {
      expect(buildInput({ ...ny, payFrequency, rate: '25', regularHours: '8' })).toMatchObject({
        ok: true,
        input: { payFrequency },
      });
    }
    expect(buildInput({ ...ny, payFrequency: 'daily', regularHours: '20', overtimeHours: '6' })).toMatchObject({
      ok: false,
      errors: { regularHours: 'Regular and overtime hours together come to 26, more than the 24 hours in a day' },
    });
    expect(buildInput({ ...ny, payFrequency: 'daily', regularHours: '25' })).toMatchObject({
      ok: false,
      errors: { regularHours: 'That is more than the 24 hours in a day: enter the hours of one pay period' },
    });
  });

  it('sends a 2019-or-earlier W-4 as the engine takes it', () => {
    const built = buildInput({
      ...ny,
      payBasis: 'perPeriod',
      grossPay: '900',
      withholdFederalIncomeTax: true,
      w4FormYear: 'pre2020',
      maritalStatus: 'married',
      allowances: '3',
      additionalWithholding: '10',
    });
    expect(built).toMatchObject({
      ok: true,
      input: { w4: { formYear: 'pre2020', maritalStatus: 'married', allowances: 3, additionalWithholding: 10 } },
    });
    if (built.ok) expect(calculatePayroll(built.input).ok).toBe(true);
    expect(
      buildInput({ ...ny, withholdFederalIncomeTax: true, w4FormYear: 'pre2020', allowances: '2.5' }),
    ).toMatchObject({
      ok: false,
      errors: { allowances: 'Enter the number of allowances as a whole number' },
    });
  });
});

describe('local taxes', () => {
  it('sends a local rate and Local Services Tax only where the state has them and its tax is withheld', () => {
    const pa = {
      ...DEFAULT_STATE,
      state: 'PA',
      payBasis: 'perPeriod' as const,
      grossPay: '1000',
      withholdFederalIncomeTax: true,
      localTaxRate: '3',
      localServicesTax: '1',
    };
    const built = buildInput(pa, { localTaxes: { wage: true, services: true } });
    expect(built).toMatchObject({ ok: true, input: { localTaxRate: 0.03, localServicesTax: { perPeriod: 1 } } });
    if (built.ok) expect(calculatePayroll(built.input).ok).toBe(true);
    const notOffered = buildInput(pa);
    expect(notOffered.ok ? notOffered.input : {}).not.toHaveProperty('localTaxRate');
    expect(notOffered.ok ? notOffered.input : {}).not.toHaveProperty('localServicesTax');
  });
});
