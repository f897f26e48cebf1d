/**
 * A year at this pay is the sum of its paychecks, each rounded to the cent as it is paid: that is
 * what the W-2 and Schedule H add up, and what a family offering a take-home pay expects the
 * year to come to. Paychecks differ only where year-to-date wages cross a cap or threshold (a wage
 * base, the Additional Medicare threshold, a program's yearly maximum), so the year is worked as a
 * few stretches of identical paychecks rather than period by period.
 */
import type { PayBreakdown, TaxLine } from '../core/types';

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
function ascending(a: number, b: number): number {
  return a - b;
}

export function stretchesOfYear(grossPay: number, periods: number, breakpoints: readonly number[]): Stretch[] {
  const pay = Math.round(grossPay * 100);
  const starts = [0];
  if (pay > 0) {
    for (const level of breakpoints) {
      if (!(level > 0) || !Number.isFinite(level)) continue;
      const crossing = Math.floor(Math.round(level * 100) / pay);
      if (crossing > 0 && crossing < periods && !starts.includes(crossing)) starts.push(crossing);
      if (crossing + 1 < periods && !starts.includes(crossing + 1)) starts.push(crossing + 1);
    }
  }
  if (starts.length === 1) return [{ start: 0, count: periods }];
  starts.sort(ascending);
  const stretches: Stretch[] = [];
  for (let i = 0; i < starts.length; i += 1) {
    const start = starts[i] ?? 0;
    stretches.push({ start, count: (starts[i + 1] ?? periods) - start });
  }
  return stretches;
}

function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** Adds a paycheck's lines to the sums; the lines of every paycheck of a year come in the same order, so by position where they do. */
function addLines(sums: TaxLine[], lines: readonly TaxLine[], count: number): void {
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i];
    if (line === undefined) continue;
    const atPosition = sums[i];
    const sum = atPosition !== undefined && atPosition.code === line.code ? atPosition : sums.find((candidate) => candidate.code === line.code);
    if (sum === undefined) sums.push({ code: line.code, label: line.label, amount: toCents(line.amount) * count });
    else sum.amount += toCents(line.amount) * count;
  }
}

function inDollars(lines: TaxLine[]): TaxLine[] {
  for (const line of lines) line.amount /= 100;
  return lines;
}

/** Each paycheck times its count, in whole cents, so the year's totals are exactly the sums of its lines. */
export function sumOfPaychecks(paychecks: ReadonlyArray<{ count: number; pay: PayBreakdown }>): PayBreakdown {
  let gross = 0;
  let ss = 0;
  let medicare = 0;
  let additional = 0;
  let fit = 0;
  let sit = 0;
  let net = 0;
  let ssEr = 0;
  let medicareEr = 0;
  let futa = 0;
  let sui = 0;
  let employerTaxes = 0;
  let cost = 0;
  const employeeOther: TaxLine[] = [];
  const employerOther: TaxLine[] = [];
  for (const { count, pay } of paychecks) {
    const { employee: ee, employer: er } = pay;
    gross += toCents(pay.grossPay) * count;
    ss += toCents(ee.socialSecurity) * count;
    medicare += toCents(ee.medicare) * count;
    additional += toCents(ee.additionalMedicare) * count;
    fit += toCents(ee.federalIncomeTax) * count;
    sit += toCents(ee.stateIncomeTax) * count;
    net += toCents(ee.netPay) * count;
    ssEr += toCents(er.socialSecurity) * count;
    medicareEr += toCents(er.medicare) * count;
    futa += toCents(er.futa) * count;
    sui += toCents(er.sui) * count;
    employerTaxes += toCents(er.totalTaxes) * count;
    cost += toCents(er.totalCost) * count;
    addLines(employeeOther, ee.otherTaxes, count);
    addLines(employerOther, er.otherTaxes, count);
  }
  return {
    grossPay: gross / 100,
    employee: {
      socialSecurity: ss / 100,
      medicare: medicare / 100,
      additionalMedicare: additional / 100,
      federalIncomeTax: fit / 100,
      stateIncomeTax: sit / 100,
      otherTaxes: inDollars(employeeOther),
      netPay: net / 100,
    },
    employer: {
      socialSecurity: ssEr / 100,
      medicare: medicareEr / 100,
      futa: futa / 100,
      sui: sui / 100,
      otherTaxes: inDollars(employerOther),
      totalTaxes: employerTaxes / 100,
      totalCost: cost / 100,
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
      otherTaxes: pay.employee.otherTaxes.map((candidate) => (candidate === line ? { ...line, amount: toCents(yearAmount) / 100 } : candidate)),
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
  const employeeTaxes = toCents(ss) + toCents(ee.medicare) + toCents(ee.additionalMedicare) + toCents(ee.federalIncomeTax) + toCents(ee.stateIncomeTax) + employeeOther.total;
  const employerTaxes = toCents(ssEr) + toCents(er.medicare) + toCents(futa) + toCents(sui) + employerOther.total;
  return {
    grossPay: pay.grossPay,
    employee: { ...ee, socialSecurity: ss, otherTaxes: employeeOther.lines, netPay: (gross - employeeTaxes) / 100 },
    employer: { ...er, socialSecurity: ssEr, futa, sui, otherTaxes: employerOther.lines, totalTaxes: employerTaxes / 100, totalCost: (gross + employerTaxes) / 100 },
  };
}
