/**
 * A year at this pay is the sum of its paychecks, each rounded to the cent as it is paid: that is
 * what the W-2 and Schedule H add up, and what a family offering a take-home pay expects the
 * year to come to. Paychecks differ only where year-to-date wages cross a cap or threshold (a wage
 * base, the Additional Medicare threshold, a program's yearly maximum), so the year is worked as a
 * few stretches of identical paychecks rather than period by period.
 */
import type { PayBreakdown, TaxLine } from '../core/types';
import type { RawAmounts } from './assemble';

export interface Stretch {
  /** The first period of the stretch, counting from 0 on the first of January. */
  start: number;
  /** How many paychecks in a row are the same as the first. */
  count: number;
}

/**
 * Breakpoints are year-to-date wage levels. The period whose wages reach one starts a stretch, and so
 * does the period after it. Worked in whole cents so that a level an exact number of paychecks away
 * falls where it should.
 */
/** In place; the list is a handful of numbers, where an insertion sort beats Array.sort's comparator calls. */
function sortSmall(values: number[]): void {
  for (let i = 1; i < values.length; i += 1) {
    const value = values[i] ?? 0;
    let j = i - 1;
    while (j >= 0 && (values[j] ?? 0) > value) {
      values[j + 1] = values[j] ?? 0;
      j -= 1;
    }
    values[j + 1] = value;
  }
}

export function stretchesOfYear(grossPay: number, periods: number, breakpoints: readonly number[]): Stretch[] {
  const pay = Math.round(grossPay * 100);
  // Candidate starts, duplicates and all; sorted and deduplicated once below (a handful of numbers).
  const starts: number[] = [0];
  if (pay > 0) {
    for (const level of breakpoints) {
      if (!(level > 0) || level === Infinity) continue;
      const crossing = Math.floor(Math.round(level * 100) / pay);
      if (crossing > 0 && crossing < periods) starts.push(crossing);
      if (crossing + 1 < periods) starts.push(crossing + 1);
    }
  }
  if (starts.length === 1) return [{ start: 0, count: periods }];
  sortSmall(starts);
  const stretches: Stretch[] = [];
  let previous = -1;
  for (const start of starts) {
    if (start === previous) continue;
    const last = stretches[stretches.length - 1];
    if (last !== undefined) last.count = start - last.start;
    stretches.push({ start, count: periods - start });
    previous = start;
  }
  return stretches;
}

function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** Whole cents, half up, as each paycheck rounds its amounts (assemble.ts); the nudge absorbs binary noise. */
function paycheckCents(dollars: number): number {
  return Math.round(dollars * 100 + 1e-6);
}

/** Adds a paycheck's lines to the sums; the lines of every paycheck of a year come in the same order, so by position where they do. */
function addLines(sums: TaxLine[], lines: readonly TaxLine[], count: number): number {
  let total = 0;
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i];
    if (line === undefined) continue;
    const amount = paycheckCents(line.amount) * count;
    total += amount;
    const atPosition = sums[i];
    const sum =
      atPosition !== undefined && atPosition.code === line.code
        ? atPosition
        : sums.find((candidate) => candidate.code === line.code);
    if (sum === undefined) sums.push({ code: line.code, label: line.label, amount });
    else sum.amount += amount;
  }
  return total;
}

function inDollars(lines: TaxLine[]): TaxLine[] {
  for (const line of lines) line.amount /= 100;
  return lines;
}

/**
 * Each paycheck's amounts rounded to the cent as that paycheck rounds them, times its count, summed in whole
 * cents: the year's totals are exactly the sums of its paychecks. Worked from the unrounded amounts in one pass,
 * without building each paycheck's breakdown first (this runs for every stretch of every calculation).
 */
export function sumOfPaychecks(paychecks: ReadonlyArray<{ count: number; raw: RawAmounts }>): PayBreakdown {
  let gross = 0;
  let ss = 0;
  let medicare = 0;
  let additional = 0;
  let fit = 0;
  let sit = 0;
  let ssEr = 0;
  let medicareEr = 0;
  let futa = 0;
  let sui = 0;
  let employeeOtherTotal = 0;
  let employerOtherTotal = 0;
  const employeeOther: TaxLine[] = [];
  const employerOther: TaxLine[] = [];
  for (const { count, raw } of paychecks) {
    gross += paycheckCents(raw.grossPay) * count;
    ss += paycheckCents(raw.socialSecurityEmployee) * count;
    medicare += paycheckCents(raw.medicareEmployee) * count;
    additional += paycheckCents(raw.additionalMedicare) * count;
    fit += paycheckCents(raw.federalIncomeTax) * count;
    sit += paycheckCents(raw.stateIncomeTax) * count;
    ssEr += paycheckCents(raw.socialSecurityEmployer) * count;
    medicareEr += paycheckCents(raw.medicareEmployer) * count;
    futa += paycheckCents(raw.futa) * count;
    sui += paycheckCents(raw.sui) * count;
    employeeOtherTotal += addLines(employeeOther, raw.employeeOther, count);
    employerOtherTotal += addLines(employerOther, raw.employerOther, count);
  }
  const employerTaxes = ssEr + medicareEr + futa + sui + employerOtherTotal;
  return {
    grossPay: gross / 100,
    employee: {
      socialSecurity: ss / 100,
      medicare: medicare / 100,
      additionalMedicare: additional / 100,
      federalIncomeTax: fit / 100,
      stateIncomeTax: sit / 100,
      otherTaxes: inDollars(employeeOther),
      netPay: (gross - ss - medicare - additional - fit - sit - employeeOtherTotal) / 100,
    },
    employer: {
      socialSecurity: ssEr / 100,
      medicare: medicareEr / 100,
      futa: futa / 100,
      sui: sui / 100,
      otherTaxes: inDollars(employerOther),
      totalTaxes: employerTaxes / 100,
      totalCost: (gross + employerTaxes) / 100,
    },
  };
}

/**
 * A yearly amount that is not a sum of equal paychecks (a monthly local tax, or a yearly cap on a
 * fixed amount), put on its employee line in place of the paychecks' sum, with net pay to match.
 */
export function withEmployeeYearLine(pay: PayBreakdown, code: string, yearAmount: number | undefined): PayBreakdown {
  if (yearAmount === undefined) return pay;
  const line = pay.employee.otherTaxes.find((candidate) => candidate.code === code);
  if (line === undefined) return pay;
  const difference = toCents(yearAmount) - toCents(line.amount);
  return {
    ...pay,
    employee: {
      ...pay.employee,
      otherTaxes: pay.employee.otherTaxes.map((candidate) =>
        candidate === line ? { ...line, amount: toCents(yearAmount) / 100 } : candidate,
      ),
      netPay: (toCents(pay.employee.netPay) - difference) / 100,
    },
  };
}

/** The most each capped line can come to in a year; a line not named has no cap. */
export interface YearMaximums {
  socialSecurityEmployee: number;
  socialSecurityEmployer: number;
  futa: number;
  sui: number | undefined;
  /** By program code. */
  programs: ReadonlyArray<{ code: string; maximum: number }>;
}

function capped(amount: number, maximum: number | undefined): number {
  return maximum === undefined ? amount : Math.min(toCents(amount), toCents(maximum)) / 100;
}

/**
 * Once wages reach a cap the employer withholds only what is left of the year's maximum, so a year
 * of paychecks rounded one by one never comes to more than the maximum itself.
 */
function programMaximum(maximums: YearMaximums, code: string): number | undefined {
  for (const program of maximums.programs) if (program.code === code) return program.maximum;
  return undefined;
}

function cappedLines(lines: readonly TaxLine[], maximums: YearMaximums): { lines: TaxLine[]; total: number } {
  const out: TaxLine[] = [];
  let total = 0;
  for (const line of lines) {
    const amount = capped(line.amount, programMaximum(maximums, line.code));
    total += toCents(amount);
    out.push({ code: line.code, label: line.label, amount });
  }
  return { lines: out, total };
}

/**
 * Once wages reach a cap the employer withholds only what is left of the year's maximum, so a year
 * of paychecks rounded one by one never comes to more than the maximum itself.
 */
export function heldToYearMaximums(pay: PayBreakdown, maximums: YearMaximums): PayBreakdown {
  const employeeOther = cappedLines(pay.employee.otherTaxes, maximums);
  const employerOther = cappedLines(pay.employer.otherTaxes, maximums);
  const ss = capped(pay.employee.socialSecurity, maximums.socialSecurityEmployee);
  const ssEr = capped(pay.employer.socialSecurity, maximums.socialSecurityEmployer);
  const futa = capped(pay.employer.futa, maximums.futa);
  const sui = capped(pay.employer.sui, maximums.sui);
  const { employee: ee, employer: er } = pay;
  const gross = toCents(pay.grossPay);
  const employeeTaxes =
    toCents(ss) +
    toCents(ee.medicare) +
    toCents(ee.additionalMedicare) +
    toCents(ee.federalIncomeTax) +
    toCents(ee.stateIncomeTax) +
    employeeOther.total;
  const employerTaxes = toCents(ssEr) + toCents(er.medicare) + toCents(futa) + toCents(sui) + employerOther.total;
  return {
    grossPay: pay.grossPay,
    employee: { ...ee, socialSecurity: ss, otherTaxes: employeeOther.lines, netPay: (gross - employeeTaxes) / 100 },
    employer: {
      ...er,
      socialSecurity: ssEr,
      futa,
      sui,
      otherTaxes: employerOther.lines,
      totalTaxes: employerTaxes / 100,
      totalCost: (gross + employerTaxes) / 100,
    },
  };
}
