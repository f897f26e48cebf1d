/**
 * Pennsylvania's Local Services Tax: a fixed amount each pay period, capped for the calendar year.
 * The municipality's amount per period comes from tax/localities/pennsylvania.ts.
 */
import type { LocalTax } from './local-tax';

export const servicesTax: LocalTax = {
  id: 'services',
  code: 'LOCAL_SERVICES_TAX',
  given: (input) => input.localServicesTax !== undefined,
  check: (state, input) => {
    const given = input.localServicesTax;
    const rules = state.localServicesTax;
    if (given === undefined) return undefined;
    if (rules === undefined)
      return {
        path: 'localServicesTax',
        message: `${state.name} has no Local Services Tax in the data; it is accepted only in Pennsylvania`,
      };
    if (given.withheldSoFar > rules.annualMaximum)
      return {
        path: 'localServicesTax.withheldSoFar',
        message: `${rules.label} is at most ${rules.annualMaximum} a year, got ${given.withheldSoFar}`,
      };
    return undefined;
  },
  plan: (state, input, periods) => {
    const given = input.localServicesTax;
    const rules = state.localServicesTax;
    if (given === undefined || rules === undefined) return undefined;
    // The cap is per calendar year: this period takes what is left of it, the year the periods' amounts up to it.
    const period = Math.min(given.perPeriod, rules.annualMaximum - given.withheldSoFar);
    return {
      code: 'LOCAL_SERVICES_TAX',
      label: rules.label,
      perPeriod: () => period,
      year: Math.min(given.perPeriod * periods, rules.annualMaximum),
      note: rules.note,
    };
  },
  lineNote: (state) => state.localServicesTax?.note,
  figures: (state) =>
    state.localServicesTax === undefined
      ? []
      : [
          {
            label: 'Most a year',
            value: state.localServicesTax.annualMaximum,
            format: 'money',
            data: 'localServicesTax/annualMaximum',
          },
        ],
  summary: (state) =>
    state.localServicesTax === undefined
      ? undefined
      : { id: 'services', label: state.localServicesTax.label, annualMaximum: state.localServicesTax.annualMaximum },
};
