/** Denver's Occupational Privilege Tax, employee share: a fixed amount once in a month whose wages reach a threshold. */
import type { LocalTax } from './local-tax';

export const occupationalPrivilegeTax: LocalTax = {
  id: 'occupationalPrivilege',
  code: 'OCCUPATIONAL_PRIVILEGE_TAX',
  given: (input) => input.occupationalPrivilegeTax !== undefined,
  check: (state, input) =>
    input.occupationalPrivilegeTax !== undefined && state.occupationalPrivilegeTax === undefined
      ? {
          path: 'occupationalPrivilegeTax',
          message: `${state.name} has no occupational privilege tax in the data; it is accepted only in Colorado (Denver)`,
        }
      : undefined,
  plan: (state, input, periods) => {
    const given = input.occupationalPrivilegeTax;
    const rules = state.occupationalPrivilegeTax;
    if (given === undefined || rules === undefined) return undefined;
    // Once a month, in a month whose wages reach the threshold; the year has as many such months as
    // months with a payday like this one (twelve, or four, two or one for longer pay periods).
    const due = given.wagesThisMonth >= rules.monthlyWageThreshold;
    const period = due && !given.withheldThisMonth ? rules.monthlyAmount : 0;
    return {
      code: 'OCCUPATIONAL_PRIVILEGE_TAX',
      label: rules.label,
      perPeriod: () => period,
      year: due ? rules.monthlyAmount * Math.min(12, periods) : 0,
      note: rules.note,
    };
  },
  lineNote: (state) => state.occupationalPrivilegeTax?.note,
  figures: (state) => {
    const rules = state.occupationalPrivilegeTax;
    if (rules === undefined) return [];
    return [
      {
        label: 'Each month',
        value: rules.monthlyAmount,
        format: 'money',
        data: 'occupationalPrivilegeTax/monthlyAmount',
      },
      {
        label: "When the month's wages reach",
        value: rules.monthlyWageThreshold,
        format: 'money',
        data: 'occupationalPrivilegeTax/monthlyWageThreshold',
      },
    ];
  },
  summary: (state) => {
    const rules = state.occupationalPrivilegeTax;
    return rules === undefined
      ? undefined
      : {
          id: 'occupationalPrivilege',
          label: rules.label,
          monthlyAmount: rules.monthlyAmount,
          monthlyWageThreshold: rules.monthlyWageThreshold,
        };
  },
};
