/**
 * Checks the pay-law data files: the schema (ajv, strict, every error at once), then what a schema cannot say: the
 * sources and texts of every file (file-checks.ts); rates and rules in date order and making sense; place names that
 * find one place each; the 51 jurisdictions all there, each in its own file. Pure: the files come in as parsed data, problems go out by JSON pointer, and the
 * caller (scripts/pay-law) places each at its line and column.
 */
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { ErrorObject, ValidateFunction } from 'ajv';
import schema from '../schema/pay-law.schema.json';
import type { PayLawFederal, PayLawJurisdiction, StateCode } from '../generated/pay-law';
import { STATE_CODES } from '../core/state-codes';
import { checkSources, checkTexts, draftsOf, type FileChecks, type PayLawProblem } from './file-checks';
import { placeKey } from '../rules/places';

export type { PayLawProblem };

export interface PayLawFileInput {
  /** As messages name it: `paylaw/data/states/CA.json`. */
  file: string;
  data: unknown;
}

export interface PayLawData {
  federal: PayLawFederal;
  states: ReadonlyMap<StateCode, PayLawJurisdiction>;
  /** JSON pointers of every object still marked `"verified": false`, by file. */
  drafts: ReadonlyArray<{ file: string; pointer: string }>;
}

export type PayLawValidation = { ok: true; value: PayLawData } | { ok: false; errors: PayLawProblem[] };

/** The first day the data must cover: the first rate of each list is the one in force then. */
export const COVERAGE_START = '2025-01-01';

let validators: { state: ValidateFunction<PayLawJurisdiction>; federal: ValidateFunction<PayLawFederal> } | undefined;

function compiled() {
  if (validators === undefined) {
    const ajv = new Ajv2020({ strict: true, allErrors: true });
    addFormats(ajv);
    const state = ajv.compile<PayLawJurisdiction>(schema);
    const federal = ajv.compile<PayLawFederal>({ $ref: `${schema.$id}#/$defs/federal` });
    validators = { state, federal };
  }
  return validators;
}

function schemaProblems(file: string, errors: ErrorObject[] | null | undefined): PayLawProblem[] {
  return (errors ?? []).map((e) => {
    const extra =
      e.keyword === 'additionalProperties' && 'additionalProperty' in e.params
        ? `: "${String(e.params.additionalProperty)}"`
        : e.keyword === 'enum' && 'allowedValues' in e.params
          ? `: ${(e.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`
          : '';
    return { file, pointer: e.instancePath, message: `${e.message ?? 'is invalid'}${extra}` };
  });
}

function checkRates(c: FileChecks, rates: ReadonlyArray<{ from: string }>, pointer: string): void {
  const first = rates[0];
  if (first !== undefined && first.from > COVERAGE_START) {
    c.problems.push({
      file: c.file,
      pointer: `${pointer}/0/from`,
      message: `the first rate must be the one in force on ${COVERAGE_START} (its "from" may be earlier), got ${first.from}`,
    });
  }
  for (let i = 1; i < rates.length; i += 1) {
    const previous = rates[i - 1];
    const current = rates[i];
    if (previous !== undefined && current !== undefined && current.from <= previous.from) {
      c.problems.push({
        file: c.file,
        pointer: `${pointer}/${i}/from`,
        message: `rates must be in date order: ${current.from} is not after ${previous.from}`,
      });
    }
  }
}

interface RuleShape {
  id: string;
  weekly?: number;
  daily?: number;
  dailyDoubleTime?: number;
  premiumDays?: { afterDays: number; doubleTimeAfter?: number };
  from?: string;
  until?: string;
}

function checkRules(c: FileChecks, rules: readonly RuleShape[], pointer: string, ids: Map<string, string>): void {
  rules.forEach((rule, i) => {
    const at = `${pointer}/${i}`;
    if (rule.weekly === undefined && rule.daily === undefined && rule.premiumDays === undefined)
      c.problems.push({ file: c.file, pointer: at, message: 'an overtime rule needs weekly, daily or premiumDays' });
    if (rule.dailyDoubleTime !== undefined && rule.daily !== undefined && rule.dailyDoubleTime <= rule.daily)
      c.problems.push({
        file: c.file,
        pointer: `${at}/dailyDoubleTime`,
        message: `double time starts after overtime: ${rule.dailyDoubleTime} is not above daily ${rule.daily}`,
      });
    if (rule.from !== undefined && rule.until !== undefined && rule.until < rule.from)
      c.problems.push({
        file: c.file,
        pointer: `${at}/until`,
        message: `ends (${rule.until}) before it starts (${rule.from})`,
      });
    const seen = ids.get(rule.id);
    if (seen !== undefined)
      c.problems.push({
        file: c.file,
        pointer: `${at}/id`,
        message: `overtime rule id "${rule.id}" is already used in ${seen}`,
      });
    else ids.set(rule.id, `${c.file}${at}`);
  });
}

function checkFile(c: FileChecks, data: PayLawFederal | PayLawJurisdiction, ruleIds: Map<string, string>): void {
  checkSources(c, data);
  checkTexts(c, data);
  checkRates(c, data.minimumWage.rates, '/minimumWage/rates');
  checkRules(c, data.overtime.rules, '/overtime/rules', ruleIds);
}

function checkLocalities(
  c: FileChecks,
  data: PayLawJurisdiction,
  localityIds: Map<string, string>,
  ruleIds: Map<string, string>,
): void {
  // A place's own spellings ("Saint Paul", "St. Paul") may meet; two places may not.
  const names = new Map<string, { place: string; index: number }>();
  (data.localities ?? []).forEach((locality, i) => {
    const at = `/localities/${i}`;
    const seen = localityIds.get(locality.id);
    if (seen !== undefined)
      c.problems.push({
        file: c.file,
        pointer: `${at}/id`,
        message: `locality id "${locality.id}" is already used in ${seen}`,
      });
    else localityIds.set(locality.id, c.file);
    checkRates(c, locality.minimumWage.rates, `${at}/minimumWage/rates`);
    checkRules(c, locality.overtime ?? [], `${at}/overtime`, ruleIds);
    locality.names.forEach((name, j) => {
      // The place search's own comparison: two names it cannot tell apart would find two places.
      const key = placeKey(name);
      const other = names.get(key);
      if (other === undefined) names.set(key, { place: locality.name, index: i });
      else if (other.index !== i)
        c.problems.push({
          file: c.file,
          pointer: `${at}/names/${j}`,
          message: `"${name}" already names ${other.place}: a place search must find one place`,
        });
    });
  });
}

/** The federal file and one file per state and DC, named `<code>.json`. */
export function validatePayLaw(
  federalFile: PayLawFileInput,
  stateFiles: readonly PayLawFileInput[],
  isOfficialUrl: (url: string) => boolean,
  { requireEveryState = true }: { requireEveryState?: boolean } = {},
): PayLawValidation {
  const problems: PayLawProblem[] = [];
  const ruleIds = new Map<string, string>();
  const localityIds = new Map<string, string>();
  const drafts: Array<{ file: string; pointer: string }> = [];
  const { state: validateState, federal: validateFederal } = compiled();

  let federal: PayLawFederal | undefined;
  if (validateFederal(federalFile.data)) {
    federal = federalFile.data;
    checkFile({ file: federalFile.file, problems, isOfficialUrl }, federal, ruleIds);
    drafts.push(...draftsOf(federalFile.file, federal));
  } else problems.push(...schemaProblems(federalFile.file, validateFederal.errors));

  const states = new Map<StateCode, PayLawJurisdiction>();
  for (const input of stateFiles) {
    if (!validateState(input.data)) {
      problems.push(...schemaProblems(input.file, validateState.errors));
      continue;
    }
    const data = input.data;
    const c = { file: input.file, problems, isOfficialUrl };
    const named = /([A-Z]{2})\.json$/.exec(input.file)?.[1];
    if (named !== data.jurisdiction)
      problems.push({
        file: input.file,
        pointer: '/jurisdiction',
        message: `the file for ${data.jurisdiction} must be named ${data.jurisdiction}.json`,
      });
    if (states.has(data.jurisdiction)) {
      problems.push({
        file: input.file,
        pointer: '/jurisdiction',
        message: `${data.jurisdiction} has more than one file`,
      });
      continue;
    }
    checkFile(c, data, ruleIds);
    checkLocalities(c, data, localityIds, ruleIds);
    drafts.push(...draftsOf(input.file, data));
    states.set(data.jurisdiction, data);
  }
  const missing = STATE_CODES.filter(
    (code) => !states.has(code) && !stateFiles.some((f) => f.file.endsWith(`/${code}.json`)),
  );
  if (missing.length > 0 && requireEveryState) {
    const folder = stateFiles[0]?.file.replace(/\/[^/]+$/, '') ?? 'paylaw/data/states';
    problems.push({
      file: folder,
      pointer: '',
      message: `no pay-law file for ${missing.join(', ')}: every state and DC needs one`,
    });
  }
  if (problems.length > 0 || federal === undefined) return { ok: false, errors: problems };
  return { ok: true, value: { federal, states, drafts } };
}
