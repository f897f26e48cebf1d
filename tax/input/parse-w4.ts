import { FILING_STATUSES, STATE_W4_FIELDS, type StateW4, type W4 } from '../core/types';
import type { FieldReader } from './reader';

const MAX_ANNUAL = 100_000_000;
const W4_FIELDS: ReadonlySet<string> = new Set(['filingStatus', 'step2Checkbox', 'step3', 'step4a', 'step4b', 'step4c']);
const STATE_W4_FIELD_SET: ReadonlySet<string> = new Set(STATE_W4_FIELDS);

export const DEFAULT_W4: W4 = { filingStatus: 'single', step2Checkbox: false, step3: 0, step4a: 0, step4b: 0, step4c: 0 };

/** Form W-4 (2020 or later); a missing W-4 means single with no adjustments, as Pub 15-T says. */
export function readW4(parent: FieldReader): W4 | undefined {
  const r = parent.object('w4');
  if (r === undefined) return undefined;
  r.rejectUnknown(W4_FIELDS);
  const filingStatus = r.has('filingStatus') ? r.oneOf('filingStatus', FILING_STATUSES) : r.fail('filingStatus', 'is required in a W-4');
  const w4: W4 = {
    filingStatus: filingStatus ?? 'single',
    step2Checkbox: r.boolean('step2Checkbox') ?? false,
    step3: r.money('step3', MAX_ANNUAL) ?? 0,
    step4a: r.money('step4a', MAX_ANNUAL) ?? 0,
    step4b: r.money('step4b', MAX_ANNUAL) ?? 0,
    step4c: r.money('step4c', MAX_ANNUAL) ?? 0,
  };
  return w4;
}

/** Shape checks only; whether the state's form has each field is checked against that year's data. */
export function readStateW4(parent: FieldReader): StateW4 | undefined {
  const r = parent.object('stateW4');
  if (r === undefined) return undefined;
  r.rejectUnknown(STATE_W4_FIELD_SET);
  const out: StateW4 = {};
  const filingStatus = r.string('filingStatus');
  if (filingStatus !== undefined) out.filingStatus = filingStatus;
  const allowances = r.number('allowances', { min: 0, max: 99, integer: true });
  if (allowances !== undefined) out.allowances = allowances;
  const additionalAllowances = r.number('additionalAllowances', { min: 0, max: 99, integer: true });
  if (additionalAllowances !== undefined) out.additionalAllowances = additionalAllowances;
  const dependents = r.number('dependents', { min: 0, max: 99, integer: true });
  if (dependents !== undefined) out.dependents = dependents;
  const additionalWithholding = r.money('additionalWithholding', 1_000_000);
  if (additionalWithholding !== undefined) out.additionalWithholding = additionalWithholding;
  const exempt = r.boolean('exempt');
  if (exempt !== undefined) out.exempt = exempt;
  const withholdingRate = r.number('withholdingRate', { min: 0, max: 1, hint: 'a fraction: 0.025 for 2.5%' });
  if (withholdingRate !== undefined) out.withholdingRate = withholdingRate;
  const rateTable = r.string('rateTable');
  if (rateTable !== undefined) out.rateTable = rateTable;
  const countyRate = r.number('countyRate', { min: 0, max: 0.1, hint: 'a fraction: 0.032 for 3.20%' });
  if (countyRate !== undefined) out.countyRate = countyRate;
  const exemptionAmount = r.money('exemptionAmount', 1_000_000);
  if (exemptionAmount !== undefined) out.exemptionAmount = exemptionAmount;
  const residence = r.string('residence');
  if (residence !== undefined) out.residence = residence;
  const localAllowances = r.number('localAllowances', { min: 0, max: 99, integer: true });
  if (localAllowances !== undefined) out.localAllowances = localAllowances;
  const additionalNewYorkCity = r.money('additionalNewYorkCity', 1_000_000);
  if (additionalNewYorkCity !== undefined) out.additionalNewYorkCity = additionalNewYorkCity;
  const additionalYonkers = r.money('additionalYonkers', 1_000_000);
  if (additionalYonkers !== undefined) out.additionalYonkers = additionalYonkers;
  const workplace = r.string('workplace');
  if (workplace !== undefined) out.workplace = workplace;
  const reducedWithholding = r.money('reducedWithholding', 1_000_000);
  if (reducedWithholding !== undefined) out.reducedWithholding = reducedWithholding;
  return out;
}
