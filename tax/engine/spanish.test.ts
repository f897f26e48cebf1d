import { describe, expect, it } from 'vitest';
import { catalogTexts } from '@/paylaw/i18n/data-texts';
import {
  calculatePayroll,
  calculateWithLineNotes,
  describeStates,
  engineTextsCover,
  loadEngineTexts,
  SHIPPED_TAX_YEARS,
} from '../index';
import { TAX_DATA_TEXTS_ES_US } from '../generated/data-texts-es-US';
import { explainPayroll } from '../math';
import type { DataTexts, TextOptions } from '../core/text-locale';
import type { PayBreakdown, PayrollResult } from '../core/types';
import { en } from './phrases/en';
import { es } from './phrases/es';

/** A spread of households: hourly pay under state overtime, a city tax, a wage base reached, a local tax, no withholding, small wages. */
function scenarios(taxYear: number): Array<Record<string, unknown>> {
  const base = { taxYear, payFrequency: 'weekly' };
  return [
    { ...base, state: 'CA', grossPay: 1000, w4: { filingStatus: 'single' }, withholdStateIncomeTax: true },
    {
      ...base,
      state: 'CA',
      payDate: `${taxYear}-03-13`,
      hourly: { rate: 25, hoursByDay: [0, 10, 10, 10, 10, 10, 0] },
    },
    {
      ...base,
      state: 'NY',
      grossPay: 5000,
      ytdWages: 180000,
      // New York City's tax joined the 2026 data.
      stateW4: taxYear >= 2026 ? { allowances: 1, residence: 'newYorkCity' } : { allowances: 1 },
      withholdStateIncomeTax: true,
    },
    { ...base, state: 'NY', grossPay: 900, payFrequency: 'biweekly' },
    { ...base, state: 'TX', grossPay: 800, ytdWages: 8000 },
    {
      ...base,
      state: 'MN',
      grossPay: 900,
      // The 2025 data has no allowance amount for a Form W-4 from 2019 or earlier.
      w4:
        taxYear >= 2026
          ? { formYear: 'pre2020', maritalStatus: 'married', allowances: 2, additionalWithholding: 10 }
          : { filingStatus: 'hoh' },
    },
    { ...base, state: 'WA', grossPay: 1200, payFrequency: 'semimonthly' },
    {
      ...base,
      state: 'PA',
      grossPay: 1000,
      localTaxRate: 0.01,
      localServicesTax: { perPeriod: 1 },
      withholdStateIncomeTax: true,
    },
    { ...base, state: 'DC', grossPay: 700, withholdFederalIncomeTax: false },
    { ...base, state: 'MD', grossPay: 1100, withholdStateIncomeTax: true, payFrequency: 'daily' },
    { ...base, state: 'CO', grossPay: 2500, occupationalPrivilegeTax: { wagesThisMonth: 9000 } },
    { ...base, state: 'FL', grossPay: 100, annualCashWages: 1000, payFrequency: 'monthly' },
    {
      ...base,
      state: 'KS',
      grossPay: 1500,
      suiRate: 0.031,
      w4: { filingStatus: 'mfj', step2Checkbox: true, step3: 2000, step4a: 500, step4b: 300, step4c: 20 },
    },
  ];
}

const CASES = SHIPPED_TAX_YEARS.flatMap((year) => scenarios(year));

/** Every amount and code of a breakdown, without the words. */
function figuresOf(breakdown: PayBreakdown) {
  const lines = (side: 'employee' | 'employer') =>
    breakdown[side].otherTaxes.map(({ code, amount }) => ({ code, amount }));
  return {
    ...breakdown,
    employee: { ...breakdown.employee, otherTaxes: lines('employee') },
    employer: { ...breakdown.employer, otherTaxes: lines('employer') },
  };
}

const figures = (result: PayrollResult) => ({
  perPeriod: figuresOf(result.perPeriod),
  annual: figuresOf(result.annual),
  minimumWage: result.minimumWage,
  notes: result.notes.length,
});

/** Every word the engine returns for one input, in the order it returns them. */
function wordsOf(input: Record<string, unknown>, options?: TextOptions): string[] {
  const noted = calculateWithLineNotes(input, options);
  const math = explainPayroll(input, options);
  if (!noted.ok || !math.ok) throw new Error(JSON.stringify(noted.ok ? math : noted));
  return [
    ...noted.value.result.notes,
    ...noted.value.lineNotes.flatMap((entry) => entry.notes),
    ...noted.value.result.perPeriod.employee.otherTaxes.map((line) => line.label),
    ...noted.value.result.perPeriod.employer.otherTaxes.map((line) => line.label),
    ...math.value.lines.flatMap((line) => [
      ...line.figures.flatMap((figure) => [figure.label, figure.value]),
      ...line.steps,
      ...line.notes,
    ]),
  ];
}

/** A data text the test can find again: what the engine writes around it must be Spanish on its own. */
const DATA = '«dato»';
const marked: DataTexts = () => DATA;
const SPANISH: TextOptions = { locale: 'es-US', dataTexts: marked };

const ENGLISH_WORDS = ['the', 'and', 'of', 'your', 'per', 'wages', 'tax', 'is', 'with', 'year', 'pay', 'withheld'];
const STATE_NAMES = (describeStates(2026) ?? []).map((state) => state.name).sort((a, b) => b.length - a.length);

/** The English words left in a text once the proper names (states, New York City) and data texts are set aside. */
function englishWordsIn(text: string): string[] {
  let rest = text.split(DATA).join(' ');
  for (const name of STATE_NAMES) rest = rest.split(name).join(' ');
  const words = rest.toLowerCase().match(/[a-záéíóúñü]+/g) ?? [];
  return words.filter((word) => ENGLISH_WORDS.includes(word));
}

describe('the engine in Spanish', () => {
  it.each(CASES.map((input) => [`${input.state} ${input.taxYear}`, input] as const))(
    '%s: the same figures in both languages',
    (_name, input) => {
      const english = calculatePayroll(input);
      const spanish = calculatePayroll(input, SPANISH);
      if (!english.ok || !spanish.ok) throw new Error(JSON.stringify(english.ok ? spanish : english));
      expect(figures(spanish.value)).toEqual(figures(english.value));
      expect(spanish.value.notes).not.toEqual(english.value.notes.length === 0 ? ['…'] : english.value.notes);
    },
  );

  it.each(CASES.map((input) => [`${input.state} ${input.taxYear}`, input] as const))(
    '%s: every word differs from its English twin, and no English is left',
    (_name, input) => {
      const english = wordsOf(input);
      const spanish = wordsOf(input, SPANISH);
      expect(spanish).toHaveLength(english.length);
      spanish.forEach((text, index) => {
        // A text of figures alone ("6.2% × $800 = $49.60") or a data text reads the same in both.
        const onlyFigures = !/[a-z]/i.test(text.split(DATA).join(''));
        if (!onlyFigures) expect({ text, same: text === english[index] }).toEqual({ text, same: false });
        expect({ text, english: englishWordsIn(text) }).toEqual({ text, english: [] });
      });
    },
  );

  it('writes money, rates and dates the Spanish way, to the cent', () => {
    expect(es.format.dollars(3000)).toBe('$3,000');
    expect(es.format.dollars(1234.5)).toBe('$1,234.50');
    expect(es.format.cents(243)).toBe('$243.00');
    expect(es.format.cents(0.005)).toBe(en.format.cents(0.005));
    expect(es.format.percent(0.062)).toBe('6.2%');
    expect(es.format.percentTwoDecimals(0.025)).toBe('2.50%');
    expect(es.format.longDate('2026-05-11')).toBe('11 de mayo de 2026');
    expect(es.format.dayMonth('2026-01-01')).toBe('1 de enero');
    for (const amount of [0, 0.01, 12.345, 999.995, 184500, 1160.4999999998]) {
      expect(es.format.dollars(amount)).toBe(en.format.dollars(amount));
      expect(es.format.cents(amount)).toBe(en.format.cents(amount));
    }
  });

  it('says the state and its lines with the data texts it is given', () => {
    const input = { taxYear: 2026, payFrequency: 'weekly', state: 'WA', grossPay: 1200 };
    const spanish = calculatePayroll(input, SPANISH);
    if (!spanish.ok) throw new Error(JSON.stringify(spanish.errors));
    expect(spanish.value.perPeriod.employee.otherTaxes.map((line) => line.label)).toContain(DATA);
    const summary = describeStates(2026, SPANISH)?.find((state) => state.code === 'WA');
    expect(summary?.name).toBe('Washington');
    expect(summary?.programs.every((program) => program.label === DATA)).toBe(true);
  });

  it('keeps English exactly as it was when asked for English', () => {
    for (const input of CASES) {
      expect(calculateWithLineNotes(input, { locale: 'en-US' })).toEqual(calculateWithLineNotes(input));
      expect(explainPayroll(input, { locale: 'en-US' })).toEqual(explainPayroll(input));
    }
    expect(describeStates(2026, { locale: 'en-US' })).toEqual(describeStates(2026));
  });

  it('reads in Spanish with the data texts loadEngineTexts brings, a state’s own when asked for that state', async () => {
    const common = await loadEngineTexts('es-US');
    expect(await loadEngineTexts('es-US')).toBe(common);
    expect(engineTextsCover(common, 'WA')).toBe(false);
    const options = await loadEngineTexts('es-US', 'WA');
    expect(engineTextsCover(options, 'WA')).toBe(true);
    expect(engineTextsCover(options, 'CA')).toBe(false);
    expect(await loadEngineTexts('es-US', 'WA')).toBe(options);
    const input = { taxYear: 2026, payFrequency: 'weekly', state: 'WA', grossPay: 1200 };
    const noted = calculateWithLineNotes(input, options);
    if (!noted.ok) throw new Error(JSON.stringify(noted.errors));
    const labels = noted.value.result.perPeriod.employee.otherTaxes.map((line) => line.label);
    const english = calculatePayroll(input);
    if (!english.ok) throw new Error(JSON.stringify(english.errors));
    expect(labels).toHaveLength(2);
    labels.forEach((label, index) => expect(label).not.toBe(english.value.perPeriod.employee.otherTaxes[index]?.label));
    // A later state adds its words to those already there, in a new object; the earlier one stays as it was.
    const more = await loadEngineTexts('es-US', 'CA');
    expect(more).not.toBe(options);
    expect([engineTextsCover(more, 'WA'), engineTextsCover(more, 'CA')]).toEqual([true, true]);
    expect(engineTextsCover(options, 'CA')).toBe(false);
    expect(engineTextsCover(undefined, 'CA')).toBe(true);
  });

  it('finds every data text it asks for, in every state and year, in the tax data catalog alone', () => {
    const fromCatalog = catalogTexts(TAX_DATA_TEXTS_ES_US);
    const asked = new Set<string>();
    const recording: TextOptions = {
      locale: 'es-US',
      dataTexts: (english) => {
        asked.add(english);
        return fromCatalog(english);
      },
    };
    for (const taxYear of SHIPPED_TAX_YEARS) {
      for (const state of describeStates(taxYear, recording) ?? []) {
        const statuses = [undefined, ...Object.keys(state.statuses)];
        const residences = [undefined, ...Object.keys(state.residences)];
        for (const filingStatus of statuses)
          for (const residence of residences)
            for (const payment of [{ grossPay: 1200 }, { hourly: { rate: 9, regularHours: 40, overtimeHours: 10 } }]) {
              const input = {
                taxYear,
                state: state.code,
                payFrequency: 'weekly',
                payDate: `${taxYear}-06-15`,
                withholdStateIncomeTax: true,
                w4: { filingStatus: 'single' },
                stateW4: { ...(filingStatus && { filingStatus }), ...(residence && { residence }) },
                ...payment,
              };
              calculateWithLineNotes(input, recording);
              explainPayroll(input, recording);
            }
      }
    }
    for (const input of CASES) wordsOf(input, recording);
    expect(asked.size).toBeGreaterThan(300);
    expect([...asked].filter((english) => fromCatalog(english) === english)).toEqual([]);
  });
});
