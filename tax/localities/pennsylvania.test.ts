import { describe, expect, it } from 'vitest';
import { calculatePayroll } from '../index';
import { findLocalities } from './find';
import type { PaMunicipalityMatch } from './matches';
import { localServicesTaxPerPeriod, pennsylvaniaLocalInput } from './pennsylvania';

async function place(psd: string): Promise<PaMunicipalityMatch> {
  const match = (await findLocalities('PA', psd, 2026)).matches.find(
    (found): found is PaMunicipalityMatch => found.state === 'PA',
  );
  if (match === undefined) throw new Error(`PSD ${psd} is not in the list`);
  return match;
}

describe('pennsylvaniaLocalInput', () => {
  it('living and working in Pittsburgh (Pittsburgh S D): the resident 3%, and $52 a year of Local Services Tax, $1.00 a week', async () => {
    const pittsburgh = await place('700102');
    expect(pennsylvaniaLocalInput(pittsburgh, 'weekly')).toEqual({
      localTaxRate: 0.03,
      localServicesTax: { perPeriod: 1 },
      rateFrom: 'residence',
    });
  });
  it('living in Abington Township (1%) and working in Philadelphia: the higher non-resident 3.43%, and no Local Services Tax (Philadelphia levies none)', async () => {
    expect(pennsylvaniaLocalInput(await place('460101'), 'biweekly', await place('510101'))).toEqual({
      localTaxRate: 0.0343,
      rateFrom: 'workplace',
    });
  });
  it("living in Philadelphia and working in Abington: the resident 3.74% is the higher; the Local Services Tax is the workplace's", async () => {
    expect(pennsylvaniaLocalInput(await place('510101'), 'monthly', await place('460101'))).toEqual({
      localTaxRate: 0.0374,
      localServicesTax: { perPeriod: 4.33 },
      rateFrom: 'residence',
    });
  });
  it('per period, rounded down to the cent as the engine takes it', () => {
    expect(localServicesTaxPerPeriod(52, 'weekly')).toBe(1);
    expect(localServicesTaxPerPeriod(52, 'biweekly')).toBe(2);
    expect(localServicesTaxPerPeriod(52, 'semimonthly')).toBe(2.16);
    expect(localServicesTaxPerPeriod(10, 'daily')).toBe(0.03);
  });
});

describe('a found place in the payroll engine', () => {
  it("an Indiana county, an Ohio district of each base and a Pennsylvania municipality are accepted as the engine's input and give their line", async () => {
    const marion = (await findLocalities('IN', 'Marion', 2026)).matches[0];
    const bexley = (await findLocalities('OH', 'Bexley', 2026)).matches[0];
    const westerville = (await findLocalities('OH', 'Westerville', 2026)).matches[0];
    const base = { taxYear: 2026, payFrequency: 'weekly', grossPay: 1000, withholdStateIncomeTax: true } as const;
    const lines = (outcome: ReturnType<typeof calculatePayroll>) =>
      outcome.ok ? outcome.value.perPeriod.employee.otherTaxes.map((line) => [line.code, line.amount]) : outcome.errors;
    expect(lines(calculatePayroll({ ...base, state: 'IN', ...marion?.input }))).toEqual(
      expect.arrayContaining([['IN_COUNTY', expect.any(Number)]]),
    );
    expect(lines(calculatePayroll({ ...base, state: 'OH', ...bexley?.input }))).toEqual(
      expect.arrayContaining([['OH_SCHOOL_DISTRICT', expect.any(Number)]]),
    );
    expect(lines(calculatePayroll({ ...base, state: 'OH', ...westerville?.input }))).toEqual(
      expect.arrayContaining([['LOCAL_WAGE_TAX', 7.5]]),
    );
    const pittsburgh = pennsylvaniaLocalInput(await place('700102'), 'weekly');
    expect(
      lines(
        calculatePayroll({
          ...base,
          state: 'PA',
          localTaxRate: pittsburgh.localTaxRate,
          localServicesTax: pittsburgh.localServicesTax,
        }),
      ),
    ).toEqual(
      expect.arrayContaining([
        ['LOCAL_WAGE_TAX', 30],
        ['LOCAL_SERVICES_TAX', 1],
      ]),
    );
  });
});
