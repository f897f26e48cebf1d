import { isCalendarDate } from '../core/calendar-date';
import { isStateCode } from '../core/state-codes';
import { PAY_FREQUENCIES, type Outcome, type PayrollInput, type PayrollInputError } from '../core/types';
import { fieldsOf } from './input-fields';
import { PAY_LAW_RULES, findPlace, type CompiledLocality } from '@/paylaw';
import { readPay } from './parse-pay';
import { hourlyPay } from './hourly-pay';
import { readNumber } from './read-number';
import { DEFAULT_W4, readFederalW4 } from './parse-federal-w4';
import { readStateW4 } from './parse-w4';
import { FieldReader, isRecord } from './reader';

const TOP_LEVEL_FIELDS: ReadonlySet<string> = new Set(fieldsOf(''));
const OCCUPATIONAL_PRIVILEGE_TAX_FIELDS: ReadonlySet<string> = new Set(fieldsOf('occupationalPrivilegeTax'));
const LOCAL_SERVICES_TAX_FIELDS: ReadonlySet<string> = new Set(fieldsOf('localServicesTax'));

function required<T>(r: FieldReader, key: string, value: T | undefined): T | undefined {
  if (!r.has(key)) r.fail(key, 'is required');
  return value;
}

/**
 * Turns untrusted JSON into a PayrollInput, listing every problem with its
 * path. `isSupportedYear` comes from the data registry so this module stays
 * free of the data files.
 */
export function parsePayrollInput(raw: unknown, supportedYears: readonly number[]): Outcome<PayrollInput> {
  const errors: PayrollInputError[] = [];
  if (!isRecord(raw)) return { ok: false, errors: [{ path: '', message: 'input must be a JSON object' }] };
  const r = new FieldReader(raw, '', errors);
  r.rejectUnknown(TOP_LEVEL_FIELDS);
  let taxYear = required(r, 'taxYear', readNumber(r, 'taxYear'));
  if (taxYear !== undefined && !supportedYears.includes(taxYear)) {
    r.fail('taxYear', `no tax data for ${taxYear}; supported years: ${supportedYears.join(', ')}`);
    taxYear = undefined;
  }
  const stateText = required(r, 'state', r.string('state'));
  const state = isStateCode(stateText) ? stateText : undefined;
  if (stateText !== undefined && state === undefined) {
    r.fail('state', `unknown state "${stateText}"; use a two-letter postal code such as TX or DC`);
  }
  const payFrequency = required(r, 'payFrequency', r.oneOf('payFrequency', PAY_FREQUENCIES));
  const pay = readPay(r);
  const ytdWages = readNumber(r, 'ytdWages') ?? 0;
  const w4 = readFederalW4(r);
  const withholdFederalIncomeTax = r.boolean('withholdFederalIncomeTax') ?? false;
  const federalTaxWithheld = readNumber(r, 'federalTaxWithheld');
  // Where this calculation withholds federal tax, the amount is its own; a second figure would contradict it.
  if (federalTaxWithheld !== undefined && withholdFederalIncomeTax) {
    r.fail(
      'federalTaxWithheld',
      'is computed here when withholdFederalIncomeTax is true; give it only when the federal tax is withheld elsewhere',
    );
  }
  const withholdStateIncomeTax = r.boolean('withholdStateIncomeTax');
  const suiRate = readNumber(r, 'suiRate');
  const suiWageBase = readNumber(r, 'suiWageBase');
  // No state taxes less than the federal (FUTA) base, so a smaller figure is a typo, not a base.
  if (suiWageBase !== undefined && suiWageBase < 7000)
    r.fail(
      'suiWageBase',
      `must be at least 7000 (no state's wage base is below the $7,000 FUTA base), got ${suiWageBase}`,
    );
  const annualCashWages = readNumber(r, 'annualCashWages');
  const payDate = r.string('payDate');
  if (payDate !== undefined && !isCalendarDate(payDate))
    r.fail('payDate', `must be a date as YYYY-MM-DD, got "${payDate}"`);
  else if (payDate !== undefined && taxYear !== undefined && !payDate.startsWith(`${taxYear}-`)) {
    r.fail('payDate', `${payDate} is not in tax year ${taxYear}`);
  }
  const placeText = r.string('place');
  let locality: CompiledLocality | undefined;
  if (placeText !== undefined && state !== undefined) {
    const found = findPlace(PAY_LAW_RULES, placeText, state);
    if (found.ok) locality = found.locality;
    else r.fail('place', found.message);
  }
  const validDate =
    payDate !== undefined && isCalendarDate(payDate) && taxYear !== undefined && payDate.startsWith(`${taxYear}-`);
  const hourly =
    pay === undefined ||
    pay.kind === 'gross' ||
    state === undefined ||
    payFrequency === undefined ||
    taxYear === undefined
      ? undefined
      : hourlyPay(
          pay,
          { state, locality, payFrequency, date: validDate ? payDate : `${taxYear}-01-01`, dateGiven: validDate },
          r,
        );
  const grossPay = pay?.kind === 'gross' ? pay.grossPay : hourly?.grossPay;
  const stateW4 = readStateW4(r);
  const localTaxRate = readNumber(r, 'localTaxRate');
  const lst = r.object('localServicesTax');
  lst?.rejectUnknown(LOCAL_SERVICES_TAX_FIELDS);
  const lstPerPeriod =
    lst === undefined
      ? undefined
      : lst.has('perPeriod')
        ? readNumber(lst, 'localServicesTax.perPeriod')
        : lst.fail('perPeriod', 'is required');
  const lstSoFar = (lst === undefined ? undefined : readNumber(lst, 'localServicesTax.withheldSoFar')) ?? 0;
  const opt = r.object('occupationalPrivilegeTax');
  opt?.rejectUnknown(OCCUPATIONAL_PRIVILEGE_TAX_FIELDS);
  const optWages =
    opt === undefined
      ? undefined
      : opt.has('wagesThisMonth')
        ? readNumber(opt, 'occupationalPrivilegeTax.wagesThisMonth')
        : opt.fail('wagesThisMonth', 'is required');
  const optWithheld = opt?.boolean('withheldThisMonth') ?? false;
  if (optWages !== undefined && grossPay !== undefined && optWages + 0.005 < grossPay) {
    r.fail(
      'occupationalPrivilegeTax.wagesThisMonth',
      `is less than this pay (${grossPay.toFixed(2)}); it includes this pay`,
    );
  }
  if (annualCashWages !== undefined && grossPay !== undefined && annualCashWages + 0.005 < ytdWages + grossPay) {
    r.fail('annualCashWages', `is less than ytdWages plus this pay (${(ytdWages + grossPay).toFixed(2)})`);
  }
  if (
    errors.length > 0 ||
    taxYear === undefined ||
    state === undefined ||
    payFrequency === undefined ||
    grossPay === undefined
  ) {
    return { ok: false, errors };
  }
  return {
    ok: true,
    value: {
      taxYear,
      state,
      payFrequency,
      grossPay,
      ytdWages,
      w4: w4?.kind === '2020orLater' ? w4.w4 : DEFAULT_W4,
      w4Given: w4 !== undefined,
      w4Pre2020: w4?.kind === 'pre2020' ? w4.w4 : undefined,
      withholdFederalIncomeTax,
      federalTaxWithheld,
      withholdStateIncomeTax,
      suiRate,
      suiWageBase,
      annualCashWages,
      payDate,
      stateW4,
      localTaxRate,
      localServicesTax: lstPerPeriod === undefined ? undefined : { perPeriod: lstPerPeriod, withheldSoFar: lstSoFar },
      occupationalPrivilegeTax:
        optWages === undefined ? undefined : { wagesThisMonth: optWages, withheldThisMonth: optWithheld },
      hours: hourly?.hours,
    },
  };
}
