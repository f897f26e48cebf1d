import type { CompiledIncomeTax, CompiledState } from '../data/compiled';
import { checkStateW4Fields, resolveCertificate, type ResolvedCertificate } from '../state/certificate';
import { formulaWithholding, type FicaWithheld } from '../state/formula';
import { localityWithholding, workLocalityWithholding } from '../state/locality';
import { laterChanges, selectIncomeTax } from '../state/select';
import { PERIODS_PER_YEAR, type Outcome, type StateW4, type TaxLine } from '../core/types';
import type { EngineText } from './text';

/** A state's withholding rules for one pay date, with the employee's certificate already checked. */
export type PreparedStateTax =
  | { kind: 'none'; rules: CompiledIncomeTax; notes: string[] }
  | { kind: 'manual'; rules: CompiledIncomeTax; additional: number; exempt: boolean; notes: string[] }
  | {
      kind: 'formula';
      rules: Extract<CompiledIncomeTax, { method: 'formula' }>;
      cert: ResolvedCertificate;
      notes: string[];
    };

type Prepared = Outcome<PreparedStateTax>;

/** By the words first: the prepared rules carry their notes. */
const withoutCertificateByText = new WeakMap<EngineText, WeakMap<CompiledState, Map<string, Prepared>>>();

/**
 * Most calculations carry no state certificate, and then the prepared rules
 * and their notes depend only on the state and the pay date: they are built
 * once per pair, which keeps note-building off the benchmark's hot path.
 */
export function prepareStateTax(
  state: CompiledState,
  payDate: string,
  payDateGiven: boolean,
  stateW4: StateW4 | undefined,
  text: EngineText,
): Prepared {
  if (stateW4 !== undefined) return buildStateTax(state, payDate, payDateGiven, stateW4, text);
  let withoutCertificate = withoutCertificateByText.get(text);
  if (withoutCertificate === undefined) {
    withoutCertificate = new WeakMap();
    withoutCertificateByText.set(text, withoutCertificate);
  }
  let byDate = withoutCertificate.get(state);
  if (byDate === undefined) {
    byDate = new Map();
    withoutCertificate.set(state, byDate);
  }
  const key = payDateGiven ? payDate : `default:${payDate}`;
  let prepared = byDate.get(key);
  if (prepared === undefined) {
    prepared = buildStateTax(state, payDate, payDateGiven, undefined, text);
    byDate.set(key, prepared);
  }
  return prepared;
}

function buildStateTax(
  state: CompiledState,
  payDate: string,
  payDateGiven: boolean,
  stateW4: StateW4 | undefined,
  text: EngineText,
): Prepared {
  const { say, format } = text;
  const rules = selectIncomeTax(state, payDate);
  if (rules === undefined) {
    return {
      ok: false,
      errors: [{ path: 'payDate', message: `no ${state.name} withholding rules in force on ${payDate}` }],
    };
  }
  const fieldErrors = stateW4 === undefined ? [] : checkStateW4Fields(rules, stateW4, state.name);
  if (fieldErrors.length > 0) return { ok: false, errors: fieldErrors };
  const notes: string[] = [];
  const changes = laterChanges(state, payDate);
  if (changes.length > 0) {
    notes.push(
      say.stateTax.laterChanges({
        state: state.name,
        dates: changes.map((date) => format.longDate(date)),
        payDate: format.longDate(payDate),
        payDateGiven,
      }),
    );
  }
  if (rules.method === 'none') {
    notes.push(say.stateTax.noIncomeTax(state.name));
    return { ok: true, value: { kind: 'none', rules, notes } };
  }
  if (rules.method === 'unknown') {
    notes.push(say.stateTax.notComputed({ state: state.name, note: text.data(rules.note) }));
    return {
      ok: true,
      value: {
        kind: 'manual',
        rules,
        additional: stateW4?.additionalWithholding ?? 0,
        exempt: stateW4?.exempt ?? false,
        notes,
      },
    };
  }
  const resolved = resolveCertificate(
    rules.certificate,
    rules.schedules,
    stateW4,
    state.name,
    rules.localTax?.defaultRate,
    rules.localities,
    rules.workLocalities,
  );
  if (!resolved.ok) return resolved;
  // How the state works it out, and where this departs from it, is for "show the math" (explain-state.ts), not for the notes a family reads.
  if (rules.approximation !== undefined) notes.push(say.stateTax.approximation(state.name));
  const local = rules.localTax;
  if (local !== undefined && stateW4?.countyRate === undefined && resolved.value.locality?.onStateTaxable !== true) {
    const label = text.data(local.label);
    notes.push(
      local.defaultRate === undefined
        ? say.stateTax.countyNotComputed(label)
        : say.stateTax.countyDefault({
            label,
            rate: format.percentTwoDecimals(local.defaultRate),
            rateName: local.defaultLabel === undefined ? undefined : text.data(local.defaultLabel),
          }),
    );
  }
  if (rules.localities.size > 0 && stateW4?.residence === undefined) {
    notes.push(
      say.stateTax.residentsOnly({
        names: [...rules.localities.values()].map((l) => text.data(l.label)),
        codes: [...rules.localities.keys()],
      }),
    );
  }
  // A resident of the only work locality pays its resident tax, so the hint would be noise.
  const workForOthers = [...rules.workLocalities].filter(
    ([, work]) => work.residentsExcluded === undefined || work.residentsExcluded !== stateW4?.residence,
  );
  if (workForOthers.length > 0 && stateW4?.workplace === undefined) {
    notes.push(
      say.stateTax.nonresidents({
        names: workForOthers.map(([, l]) => text.data(l.label)),
        codes: workForOthers.map(([code]) => code),
      }),
    );
  }
  const localityNote = resolved.value.locality?.note;
  if (localityNote !== undefined) notes.push(text.data(localityNote));
  if (stateW4 === undefined) {
    const { certificate } = rules;
    const status = certificate.statuses.get(certificate.defaultStatus)?.label;
    notes.push(
      say.stateTax.withoutCertificate({
        form: text.data(certificate.form),
        state: state.name,
        status: status === undefined ? certificate.defaultStatus : text.data(status),
        allowances: certificate.defaultAllowances,
      }),
    );
  }
  return { ok: true, value: { kind: 'formula', rules, cert: resolved.value, notes } };
}

/** Unrounded withholding for one pay period: the state's, and each local income tax withheld with it as its own line. */
export interface StateTaxAmounts {
  state: number;
  local: TaxLine[];
}

const NONE: StateTaxAmounts = { state: 0, local: [] };

export function stateWithholding(
  prepared: PreparedStateTax,
  wages: number,
  payPeriods: number,
  federalPerPeriod: number,
  fica: FicaWithheld,
): StateTaxAmounts {
  switch (prepared.kind) {
    case 'none':
      return NONE;
    case 'manual':
      return prepared.exempt ? NONE : { state: prepared.additional, local: [] };
    case 'formula': {
      const { rules, cert } = prepared;
      // A publication whose daily figures are its annual ones over 365 days (Georgia) annualizes a day's pay by 365.
      const periods =
        payPeriods === PERIODS_PER_YEAR.daily && rules.dailyPeriods !== undefined ? rules.dailyPeriods : payPeriods;
      const amounts = formulaWithholding(rules, cert, wages, periods, federalPerPeriod, fica);
      const local: TaxLine[] = [];
      if (rules.localTax !== undefined && cert.localRate > 0 && !cert.exempt)
        local.push({ code: rules.localTax.code, label: rules.localTax.label, amount: amounts.county });
      const locality = cert.locality;
      if (locality !== undefined && !cert.exempt) {
        const amount = localityWithholding(locality, {
          scheduleName: cert.scheduleName,
          allowances: cert.localAllowances,
          wages,
          periods,
          stateTaxBeforeExtra: amounts.stateTaxBeforeExtra,
          stateTaxable: amounts.taxable,
        });
        local.push({ code: locality.code, label: locality.label, amount: amount + cert.localAdditionalWithholding });
      }
      const work = cert.workLocality;
      if (work !== undefined && !cert.exempt) {
        local.push({
          code: work.code,
          label: work.label,
          amount: workLocalityWithholding(work, wages, periods) + cert.workAdditionalWithholding,
        });
      }
      return { state: amounts.state, local };
    }
  }
}
