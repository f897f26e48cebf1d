/** Every local tax a family enters, in the order their lines and notes appear. */
import type { CompiledState } from '../data/compiled';
import type { Outcome, PayrollInput } from '../core/types';
import type { LocalTax, LocalTaxPlan, LocalTaxSummary } from './local-tax';
import { occupationalPrivilegeTax } from './occupational-privilege-tax';
import { servicesTax } from './services-tax';
import { wageTax } from './wage-tax';

const LOCAL_TAXES: readonly LocalTax[] = [wageTax, servicesTax, occupationalPrivilegeTax];

/** The local taxes the input asks for, checked against the state and worked out; the first problem refuses the input. */
export function planLocalTaxes(state: CompiledState, input: PayrollInput, periods: number): Outcome<LocalTaxPlan[]> {
  const plans: LocalTaxPlan[] = [];
  for (const tax of LOCAL_TAXES) {
    if (!tax.given(input)) continue;
    const refused = tax.check(state, input);
    if (refused !== undefined) return { ok: false, errors: [refused] };
    const plan = tax.plan(state, input, periods);
    if (plan !== undefined) plans.push(plan);
  }
  return { ok: true, value: plans };
}

/** The local tax whose line has this code, if any. */
export function localTaxOfLine(code: string): LocalTax | undefined {
  return LOCAL_TAXES.find((tax) => tax.code === code);
}

/** The local taxes the state has, as a page shows them. */
export function localTaxSummaries(state: CompiledState): LocalTaxSummary[] {
  return LOCAL_TAXES.flatMap((tax) => tax.summary(state) ?? []);
}
