import type { CompiledCertificate, CompiledIncomeTax, CompiledSchedule } from '../data/compiled';
import { STATE_W4_FIELDS, type PayrollInputError, type StateW4 } from '../engine/types';

/** The employee's state certificate resolved against the form's rules: what the formula needs. */
export interface ResolvedCertificate {
  schedule: CompiledSchedule;
  allowances: number;
  additionalAllowances: number;
  dependents: number;
  additionalWithholding: number;
  exempt: boolean;
  electedRate: number | undefined;
  /** Local tax rate on the same taxable wages; 0 where the state has none. */
  localRate: number;
}

function formName(rules: CompiledIncomeTax): string {
  return rules.method === 'formula' ? rules.certificate.form : 'this state';
}

/** Fields a state without a computable formula still accepts: what the user can enter by hand. */
const FIELDS_WITHOUT_FORMULA: ReadonlySet<string> = new Set(['additionalWithholding', 'exempt']);

/** Rejects fields the state's form does not have, so a misplaced field is never silently ignored. */
export function checkStateW4Fields(rules: CompiledIncomeTax, stateW4: StateW4, stateName: string): PayrollInputError[] {
  const errors: PayrollInputError[] = [];
  for (const field of STATE_W4_FIELDS) {
    if (stateW4[field] === undefined) continue;
    const allowed = rules.method === 'formula' ? rules.certificate.fields.has(field) : FIELDS_WITHOUT_FORMULA.has(field);
    if (!allowed) {
      errors.push({
        path: `stateW4.${field}`,
        message: `${stateName} (${formName(rules)}) has no "${field}" field`,
      });
    }
  }
  return errors;
}

export function resolveCertificate(
  certificate: CompiledCertificate,
  schedules: ReadonlyMap<string, CompiledSchedule>,
  stateW4: StateW4 | undefined,
  stateName: string,
  localTaxDefault: number | undefined,
): { ok: true; value: ResolvedCertificate } | { ok: false; errors: PayrollInputError[] } {
  const errors: PayrollInputError[] = [];
  const statusCode = stateW4?.filingStatus ?? certificate.defaultStatus;
  const status = certificate.statuses.get(statusCode);
  if (status === undefined) {
    const allowed = [...certificate.statuses.keys()].join(', ');
    errors.push({ path: 'stateW4.filingStatus', message: `${stateName} ${certificate.form} filing status must be one of: ${allowed}` });
  }
  const rate = stateW4?.withholdingRate;
  const elected = certificate.electedRates;
  if (rate !== undefined && elected !== undefined && !elected.allowed.some((r) => Math.abs(r - rate) < 1e-9)) {
    errors.push({
      path: 'stateW4.withholdingRate',
      message: `${certificate.form} rate must be one of: ${elected.allowed.join(', ')} (fractions of wages)`,
    });
  }
  const table = stateW4?.rateTable;
  const tableSchedule = table === undefined ? undefined : certificate.rateTables.get(table);
  if (table !== undefined && tableSchedule === undefined) {
    errors.push({ path: 'stateW4.rateTable', message: `${certificate.form} rate table must be one of: ${[...certificate.rateTables.keys()].join(', ')}` });
  }
  // A rate table the employee picked overrides the one the filing status implies.
  const chosen = status === undefined ? undefined : schedules.get(tableSchedule ?? status.schedule);
  const noCertificate = stateW4 === undefined;
  const allowances = stateW4?.allowances ?? (noCertificate ? certificate.defaultAllowances : 0);
  // Some states switch to another table outright at a number of allowances (Oregon: single with 3 or more).
  const switchTo = chosen?.byAllowances?.schedule;
  const schedule =
    switchTo !== undefined && chosen?.byAllowances !== undefined && allowances >= chosen.byAllowances.minimumAllowances
      ? schedules.get(switchTo)
      : chosen;
  if (errors.length > 0 || schedule === undefined) return { ok: false, errors };
  return {
    ok: true,
    value: {
      schedule,
      allowances,
      additionalAllowances: stateW4?.additionalAllowances ?? 0,
      dependents: stateW4?.dependents ?? 0,
      additionalWithholding: stateW4?.additionalWithholding ?? 0,
      exempt: stateW4?.exempt ?? false,
      electedRate: elected === undefined ? undefined : (rate ?? elected.default),
      localRate: localTaxDefault === undefined ? 0 : (stateW4?.countyRate ?? localTaxDefault),
    },
  };
}
