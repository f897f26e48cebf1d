/**
 * The guide's worked example: a caregiver paid the same each week all year, worked out by the calculator's engine,
 * and the sentence that introduces it, which says what the tables show and leave out.
 */
import { calculatePayroll, type StateGuideFacts, type TaxLine } from '@/tax';
import { dollars, percent } from './format';

export interface ExampleLine {
  label: string;
  weekly: number;
  yearly: number;
}

const exampleLines = (lines: Array<[string, number, number]>, others: { perPeriod: TaxLine[]; annual: TaxLine[] }) => [
  ...lines
    .filter(([, weekly, yearly]) => weekly > 0 || yearly > 0)
    .map(([label, weekly, yearly]) => ({ label, weekly, yearly })),
  ...others.perPeriod.map((line) => ({
    label: line.label,
    weekly: line.amount,
    yearly: others.annual.find((annual) => annual.code === line.code)?.amount ?? 0,
  })),
];

/**
 * What the example assumes, in the order a family reads it. Where the state assigns each new employer its own
 * unemployment rate the data has no rate to use, so the example has no unemployment line and says so.
 */
function introduction(facts: StateGuideFacts, weeklyWage: number, stateIncomeTaxWithheld: boolean): string {
  const name = facts.state.name;
  const rate = facts.unemployment.newEmployerRate.value;
  const incomeTax = stateIncomeTaxWithheld
    ? `with ${name} income tax withheld as the state requires and no federal income tax withheld`
    : 'with no income tax withheld';
  const paid = `A caregiver paid ${dollars(weeklyWage)} a week all year`;
  if (rate === null)
    return `${paid}, ${incomeTax}. ${name} assigns each employer its own unemployment tax rate, so ${name} unemployment tax is not in this example; the calculator adds it once you enter the rate the state gives you. Worked out by the tax engine behind our calculator.`;
  return `${paid}, at ${name}'s new-employer unemployment rate of ${percent(rate)}, ${incomeTax}. Worked out by the tax engine behind our calculator.`;
}

export function workedExample(facts: StateGuideFacts, weeklyWage: number) {
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
  const { perPeriod: week, annual: year } = outcome.value;
  const stateIncomeTaxWithheld = week.employee.stateIncomeTax > 0;
  return {
    weeklyWage,
    intro: introduction(facts, weeklyWage, stateIncomeTaxWithheld),
    gross: { weekly: week.grossPay, yearly: year.grossPay },
    employee: exampleLines(
      [
        ['Social Security', week.employee.socialSecurity, year.employee.socialSecurity],
        ['Medicare', week.employee.medicare, year.employee.medicare],
        [`${facts.state.name} income tax`, week.employee.stateIncomeTax, year.employee.stateIncomeTax],
      ],
      { perPeriod: week.employee.otherTaxes, annual: year.employee.otherTaxes },
    ),
    netPay: { weekly: week.employee.netPay, yearly: year.employee.netPay },
    employer: exampleLines(
      [
        ['Social Security', week.employer.socialSecurity, year.employer.socialSecurity],
        ['Medicare', week.employer.medicare, year.employer.medicare],
        ['Federal unemployment (FUTA)', week.employer.futa, year.employer.futa],
        [`${facts.state.name} unemployment`, week.employer.sui, year.employer.sui],
      ],
      { perPeriod: week.employer.otherTaxes, annual: year.employer.otherTaxes },
    ),
    totalCost: { weekly: week.employer.totalCost, yearly: year.employer.totalCost },
  };
}
