/** A flat local wage tax at the rate the family enters (Pennsylvania EIT, Ohio, Kentucky, Michigan cities, Wilmington). */
import type { LocalTax } from './local-tax';

export const wageTax: LocalTax = {
  id: 'wage',
  code: 'LOCAL_WAGE_TAX',
  given: (input) => input.localTaxRate !== undefined,
  check: (state, input) => {
    const rules = state.localWageTax;
    if (input.localTaxRate === undefined) return undefined;
    if (rules === undefined)
      return {
        path: 'localTaxRate',
        message: `${state.name} has no flat local wage tax in the data; localTaxRate is accepted only where localities tax wages at a flat rate`,
      };
    if (input.localTaxRate > rules.maximumRate)
      return {
        path: 'localTaxRate',
        message: `${rules.label} rates go up to ${rules.maximumRate}, got ${input.localTaxRate}`,
      };
    return undefined;
  },
  plan: (state, input) => {
    const rules = state.localWageTax;
    const rate = input.localTaxRate;
    if (rules === undefined || rate === undefined) return undefined;
    // Its note goes beside its line only.
    return {
      code: 'LOCAL_WAGE_TAX',
      label: rules.label,
      perPeriod: (wages) => rate * wages,
      year: undefined,
      note: undefined,
    };
  },
  lineNote: (state) => state.localWageTax?.note,
  figures: (_state, input) =>
    input.localTaxRate === undefined
      ? []
      : [{ label: 'Rate you entered', value: input.localTaxRate, format: 'percent' }],
  summary: (state) =>
    state.localWageTax === undefined
      ? undefined
      : { id: 'wage', label: state.localWageTax.label, maximumRate: state.localWageTax.maximumRate },
};
