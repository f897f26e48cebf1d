/**
 * The guide's worked example: a caregiver paid the same each week all year, worked out by the calculator's engine,
 * and the sentence that introduces it, which says what the tables show and leave out.
 */
import { calculatePayroll, type StateGuideFacts, type TaxLine } from '@/tax';
import type { DataTexts } from './data-texts';
import type { GuideLanguage } from './language';

export interface ExampleLine {
  label: string;
  weekly: number;
  yearly: number;
}

const exampleLines = (
  lines: Array<[string, number, number]>,
  others: { perPeriod: TaxLine[]; annual: TaxLine[] },
  taxText: DataTexts,
) => [
  ...lines
    .filter(([, weekly, yearly]) => weekly > 0 || yearly > 0)
    .map(([label, weekly, yearly]) => ({ label, weekly, yearly })),
  ...others.perPeriod.map((line) => ({
    label: taxText(line.label),
    weekly: line.amount,
    yearly: others.annual.find((annual) => annual.code === line.code)?.amount ?? 0,
  })),
];

/**
 * What the example assumes, in the order a family reads it. Where the state assigns each new employer its own
 * unemployment rate the data has no rate to use, so the example has no unemployment line and says so.
 */
function introduction(
  facts: StateGuideFacts,
  name: string,
  weeklyWage: number,
  stateIncomeTaxWithheld: boolean,
  { words, format }: Pick<GuideLanguage, 'words' | 'format'>,
): string {
  const said = words.example;
  const rate = facts.unemployment.newEmployerRate.value;
  const incomeTax = stateIncomeTaxWithheld ? said.stateWithheld(name) : said.noneWithheld;
  const paid = said.paid(format.dollars(weeklyWage));
  if (rate === null) return said.assignedRate(paid, incomeTax, name);
  return said.newEmployerRate(paid, name, format.percent(rate), incomeTax);
}

/** `name` is the state's name as the page writes it, in the page's language. */
export function workedExample(
  facts: StateGuideFacts,
  weeklyWage: number,
  language: Pick<GuideLanguage, 'words' | 'format' | 'taxText'>,
  name: string = facts.state.name,
) {
  const outcome = calculatePayroll({
    taxYear: facts.taxYear,
    state: facts.state.code,
    payFrequency: 'weekly',
    grossPay: weeklyWage,
  });
  if (!outcome.ok) {
    throw new Error(
      `The worked example for ${facts.state.code} failed: ${outcome.errors.map((e) => e.message).join('; ')}`,
    );
  }
  const said = language.words.example;
  const { taxText } = language;
  const { perPeriod: week, annual: year } = outcome.value;
  const stateIncomeTaxWithheld = week.employee.stateIncomeTax > 0;
  return {
    weeklyWage,
    intro: introduction(facts, name, weeklyWage, stateIncomeTaxWithheld, language),
    gross: { weekly: week.grossPay, yearly: year.grossPay },
    employee: exampleLines(
      [
        [said.socialSecurity, week.employee.socialSecurity, year.employee.socialSecurity],
        [said.medicare, week.employee.medicare, year.employee.medicare],
        [said.stateIncomeTax(name), week.employee.stateIncomeTax, year.employee.stateIncomeTax],
      ],
      { perPeriod: week.employee.otherTaxes, annual: year.employee.otherTaxes },
      taxText,
    ),
    netPay: { weekly: week.employee.netPay, yearly: year.employee.netPay },
    employer: exampleLines(
      [
        [said.socialSecurity, week.employer.socialSecurity, year.employer.socialSecurity],
        [said.medicare, week.employer.medicare, year.employer.medicare],
        [said.futa, week.employer.futa, year.employer.futa],
        [said.stateUnemployment(name), week.employer.sui, year.employer.sui],
      ],
      { perPeriod: week.employer.otherTaxes, annual: year.employer.otherTaxes },
      taxText,
    ),
    totalCost: { weekly: week.employer.totalCost, yearly: year.employer.totalCost },
  };
}
