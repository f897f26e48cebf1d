import { FILING_STATUSES, PRE2020_MARITAL_STATUSES, type W4, type W4Pre2020 } from '../core/types';
import { fieldsOf, w4Lines } from './input-fields';
import { readNumber } from './read-number';
import type { FieldReader } from './reader';

const FORM_YEARS = ['2020orLater', 'pre2020'] as const;
const FIELDS_2020 = w4Lines('2020orLater');
const FIELDS_PRE2020 = w4Lines('pre2020');
const ALL_FIELDS: ReadonlySet<string> = new Set(fieldsOf('w4'));

export const DEFAULT_W4: W4 = {
  filingStatus: 'single',
  step2Checkbox: false,
  step3: 0,
  step4a: 0,
  step4b: 0,
  step4c: 0,
};

/** The employee's federal certificate: a 2020-or-later Form W-4, or one from 2019 or earlier. */
export type FederalW4 = { kind: '2020orLater'; w4: W4 } | { kind: 'pre2020'; w4: W4Pre2020 };

function read2020(r: FieldReader): W4 {
  const filingStatus = r.has('filingStatus')
    ? r.oneOf('filingStatus', FILING_STATUSES)
    : r.fail('filingStatus', 'is required in a W-4');
  return {
    filingStatus: filingStatus ?? 'single',
    step2Checkbox: r.boolean('step2Checkbox') ?? false,
    step3: readNumber(r, 'w4.step3') ?? 0,
    step4a: readNumber(r, 'w4.step4a') ?? 0,
    step4b: readNumber(r, 'w4.step4b') ?? 0,
    step4c: readNumber(r, 'w4.step4c') ?? 0,
  };
}

function readPre2020(r: FieldReader): W4Pre2020 {
  const maritalStatus = r.has('maritalStatus')
    ? r.oneOf('maritalStatus', PRE2020_MARITAL_STATUSES)
    : r.fail('maritalStatus', 'is required in a 2019-or-earlier W-4 (line 3)');
  return {
    maritalStatus: maritalStatus ?? 'single',
    allowances: readNumber(r, 'w4.allowances') ?? 0,
    additionalWithholding: readNumber(r, 'w4.additionalWithholding') ?? 0,
  };
}

/**
 * Form W-4 (2020 or later) by default; `formYear: 'pre2020'` for a form from
 * 2019 or earlier, which Pub 15-T still applies (Worksheet 1A's lines for it).
 * A line of the other form is an error naming the form it belongs to, since
 * mixing the two would silently drop a line the employee filled in.
 */
export function readFederalW4(parent: FieldReader): FederalW4 | undefined {
  const r = parent.object('w4');
  if (r === undefined) return undefined;
  r.rejectUnknown(ALL_FIELDS);
  const formYear = r.oneOf('formYear', FORM_YEARS) ?? '2020orLater';
  const foreign = formYear === 'pre2020' ? FIELDS_2020 : FIELDS_PRE2020;
  for (const field of foreign) {
    if (!r.has(field)) continue;
    r.fail(
      field,
      formYear === 'pre2020'
        ? `is a line of the 2020-or-later Form W-4; a 2019-or-earlier W-4 (formYear "pre2020") has ${FIELDS_PRE2020.join(', ')}`
        : `is a line of a Form W-4 from 2019 or earlier; set formYear to "pre2020" (its lines are ${FIELDS_PRE2020.join(', ')}) or use the 2020 form's ${FIELDS_2020.join(', ')}`,
    );
  }
  return formYear === 'pre2020' ? { kind: 'pre2020', w4: readPre2020(r) } : { kind: '2020orLater', w4: read2020(r) };
}
