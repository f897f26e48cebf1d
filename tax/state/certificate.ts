import type {
  CompiledCertificate,
  CompiledIncomeTax,
  CompiledLocality,
  CompiledSchedule,
  CompiledWorkLocality,
} from '../data/compiled';
import { STATE_W4_FIELDS, type Outcome, type PayrollInputError, type StateW4 } from '../core/types';

/** The employee's state certificate resolved against the form's rules: what the formula needs. */
export interface ResolvedCertificate {
  schedule: CompiledSchedule;
  /** The schedule the filing status names, which a locality's own schedules follow (New York City). */
  scheduleName: string;
  /** When allowances switched the schedule (Oregon), the one they replaced: used where the allowances count for nothing. */
  unswitchedSchedule: CompiledSchedule | undefined;
  allowances: number;
  additionalAllowances: number;
  dependents: number;
  additionalWithholding: number;
  exempt: boolean;
  electedRate: number | undefined;
  /** County tax rate on the same taxable wages; 0 where the state has none or none was given. */
  localRate: number;
  exemptionAmount: number | undefined;
  exemptionAmountUse: CompiledCertificate['exemptionAmountUse'];
  /** The local tax of the employee's residence (New York City, Yonkers), if any. */
  locality: CompiledLocality | undefined;
  localAllowances: number;
  /** The form's extra amount per period for the residence's local line (IT-2104 line 4 or 5); 0 without one. */
  localAdditionalWithholding: number;
  /** The tax of the locality the employee works in but does not live in (Yonkers nonresident earnings tax), if any. */
  workLocality: CompiledWorkLocality | undefined;
  workAdditionalWithholding: number;
  /** The form's per-period reduced withholding line, and whether it replaces or is taken off the computed amount. */
  reducedWithholding: number | undefined;
  reducedWithholdingUse: CompiledCertificate['reducedWithholdingUse'];
}

function formName(rules: CompiledIncomeTax): string {
  return rules.method === 'formula' ? rules.certificate.form : 'this state';
}

/** Fields a state without a computable formula still accepts: what the user can enter by hand. */
const FIELDS_WITHOUT_FORMULA: ReadonlySet<string> = new Set(['additionalWithholding', 'exempt']);

function allowedFields(rules: CompiledIncomeTax): string[] {
  return rules.method === 'formula' ? [...rules.certificate.fields.keys()] : [...FIELDS_WITHOUT_FORMULA];
}

/**
 * Rejects fields the state's form does not have, and values outside the form's
 * range, so a misplaced or impossible entry is never silently ignored.
 */
export function checkStateW4Fields(rules: CompiledIncomeTax, stateW4: StateW4, stateName: string): PayrollInputError[] {
  const errors: PayrollInputError[] = [];
  for (const field of STATE_W4_FIELDS) {
    const value = stateW4[field];
    if (value === undefined) continue;
    const allowed =
      rules.method === 'formula' ? rules.certificate.fields.has(field) : FIELDS_WITHOUT_FORMULA.has(field);
    if (!allowed) {
      const fields = allowedFields(rules);
      errors.push({
        path: `stateW4.${field}`,
        message: `${stateName} (${formName(rules)}) has no "${field}" field; its fields are: ${fields.length === 0 ? 'none' : fields.join(', ')}`,
      });
      continue;
    }
    const limit = rules.method === 'formula' ? rules.certificate.limits.get(field) : undefined;
    if (limit !== undefined && typeof value === 'number' && (value < limit.minimum || value > limit.maximum)) {
      errors.push({
        path: `stateW4.${field}`,
        message: `${stateName} ${formName(rules)} allows ${field} from ${limit.minimum} to ${limit.maximum}, got ${value}`,
      });
    }
  }
  return errors;
}

type AdditionalField = NonNullable<CompiledLocality['additionalField']>;

/**
 * An extra amount for a local tax the employee does not pay would be withheld
 * on no line: it is refused, naming the residence or workplace that brings it.
 */
function checkLocalAdditions(
  certificate: CompiledCertificate,
  stateW4: StateW4 | undefined,
  stateName: string,
  localities: ReadonlyMap<string, CompiledLocality>,
  workLocalities: ReadonlyMap<string, CompiledWorkLocality>,
  inUse: ReadonlySet<AdditionalField | undefined>,
): PayrollInputError[] {
  const wanted = new Map<AdditionalField, { labels: string[]; choices: string[] }>();
  const add = (field: AdditionalField | undefined, label: string, choice: string) => {
    if (field === undefined || inUse.has(field) || stateW4?.[field] === undefined) return;
    const entry = wanted.get(field) ?? { labels: [], choices: [] };
    entry.labels.push(label);
    entry.choices.push(choice);
    wanted.set(field, entry);
  };
  for (const [code, locality] of localities) add(locality.additionalField, locality.label, `residence "${code}"`);
  for (const [code, work] of workLocalities) add(work.additionalField, work.label, `workplace "${code}"`);
  return [...wanted].map(([field, { labels, choices }]) => ({
    path: `stateW4.${field}`,
    message: `${stateName} ${certificate.form}: ${field} is for ${labels.join(' or ')}; it needs ${choices.join(' or ')}`,
  }));
}

export function resolveCertificate(
  certificate: CompiledCertificate,
  schedules: ReadonlyMap<string, CompiledSchedule>,
  stateW4: StateW4 | undefined,
  stateName: string,
  localTaxDefault: number | undefined,
  localities: ReadonlyMap<string, CompiledLocality>,
  workLocalities: ReadonlyMap<string, CompiledWorkLocality>,
): Outcome<ResolvedCertificate> {
  const errors: PayrollInputError[] = [];
  const residence = stateW4?.residence;
  const locality = residence === undefined ? undefined : localities.get(residence);
  if (locality?.onStateTaxable === true && stateW4?.countyRate !== undefined) {
    errors.push({
      path: 'stateW4.countyRate',
      message: `${stateName}: ${locality.label} has its own rates; leave countyRate out with this residence`,
    });
  }
  if (residence !== undefined && locality === undefined) {
    errors.push({
      path: 'stateW4.residence',
      message: `${stateName} ${certificate.form} residence must be one of: ${[...localities.keys()].join(', ')}`,
    });
  }
  const workplace = stateW4?.workplace;
  const workChosen = workplace === undefined ? undefined : workLocalities.get(workplace);
  if (workplace !== undefined && workChosen === undefined) {
    errors.push({
      path: 'stateW4.workplace',
      message: `${stateName} ${certificate.form} workplace must be one of: ${[...workLocalities.keys()].join(', ')}`,
    });
  }
  // A resident of the locality pays its resident tax, not the nonresident one.
  const workLocality = workChosen !== undefined && workChosen.residentsExcluded !== residence ? workChosen : undefined;
  for (const error of checkLocalAdditions(
    certificate,
    stateW4,
    stateName,
    localities,
    workLocalities,
    new Set([locality?.additionalField, workLocality?.additionalField]),
  )) {
    errors.push(error);
  }
  // The amount the employee names replaces the whole computation, so an extra amount on top has no meaning.
  if (
    certificate.reducedWithholdingUse === 'replacesWithholding' &&
    stateW4?.reducedWithholding !== undefined &&
    stateW4.additionalWithholding !== undefined
  ) {
    errors.push({
      path: 'stateW4.reducedWithholding',
      message: `${stateName} ${certificate.form}: reducedWithholding is the whole amount withheld; leave additionalWithholding out with it`,
    });
  }
  const statusCode = stateW4?.filingStatus ?? certificate.defaultStatus;
  const status = certificate.statuses.get(statusCode);
  if (status === undefined) {
    const allowed = [...certificate.statuses.keys()].join(', ');
    errors.push({
      path: 'stateW4.filingStatus',
      message: `${stateName} ${certificate.form} filing status must be one of: ${allowed}`,
    });
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
    errors.push({
      path: 'stateW4.rateTable',
      message: `${certificate.form} rate table must be one of: ${[...certificate.rateTables.keys()].join(', ')}`,
    });
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
      scheduleName: tableSchedule ?? status?.schedule ?? certificate.defaultStatus,
      unswitchedSchedule: schedule === chosen ? undefined : chosen,
      allowances,
      additionalAllowances: stateW4?.additionalAllowances ?? 0,
      dependents: stateW4?.dependents ?? 0,
      additionalWithholding: stateW4?.additionalWithholding ?? 0,
      exempt: stateW4?.exempt ?? false,
      electedRate: elected === undefined ? undefined : (rate ?? elected.default),
      // A county with its own graduated rates (Anne Arundel, Frederick) replaces the flat county line.
      localRate: locality?.onStateTaxable === true ? 0 : (stateW4?.countyRate ?? localTaxDefault ?? 0),
      exemptionAmount: stateW4?.exemptionAmount,
      exemptionAmountUse: certificate.exemptionAmountUse,
      locality,
      // IT-2104 line 2 is usually the same number as line 1; it is asked only where the two differ.
      localAllowances: stateW4?.localAllowances ?? allowances,
      localAdditionalWithholding:
        locality?.additionalField === undefined ? 0 : (stateW4?.[locality.additionalField] ?? 0),
      workLocality,
      reducedWithholding: stateW4?.reducedWithholding,
      reducedWithholdingUse: certificate.reducedWithholdingUse,
      workAdditionalWithholding:
        workLocality?.additionalField === undefined ? 0 : (stateW4?.[workLocality.additionalField] ?? 0),
    },
  };
}
