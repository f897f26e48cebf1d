import { STATE_W4_FIELDS, type StateW4 } from '../core/types';
import type { FieldReader } from './reader';

const STATE_W4_FIELD_SET: ReadonlySet<string> = new Set(STATE_W4_FIELDS);

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
