/**
 * The one compiled ajv instance. It validates against the generated bundle
 * and, through the "sharedRef" keyword, collects every reference to shared
 * content so that dangling ids can be reported at their exact place.
 */
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
// Relative, not '@/': next.config.ts loads this chain before path aliases exist.
import bundle from '../schemas/generated/config.schema.json' with { type: 'json' };
import { isOfficialSourceUrl } from '../paylaw/data/official-hosts';
import { citationTitleProblem, visitorTextProblem } from '../paylaw/data/visitor-text';
import { galleryHint } from './gallery';
import type { JsonSource } from './json-source';
import { didYouMean } from './nearest-name';
import type { ConfigProblem } from './result';

export interface SharedReference {
  collection: string;
  id: string;
  pointer: string;
}

export type SchemaName = 'SiteConfig' | 'PageConfig' | (string & {});

let collected: SharedReference[] = [];

function createAjv(): Ajv2020 {
  const ajv = new Ajv2020({
    strict: true,
    allErrors: true,
    discriminator: true,
    verbose: true,
    multipleOfPrecision: 9,
  });
  addFormats(ajv);
  ajv.addKeyword({
    keyword: 'sharedRef',
    schemaType: 'string',
    // Annotation keyword: it never fails, it records where ids point to.
    validate: (collection: string, data: unknown, _parent?: unknown, context?: { instancePath: string }) => {
      if (typeof data === 'string') collected.push({ collection, id: data, pointer: context?.instancePath ?? '' });
      return true;
    },
  });
  // A page cites the authority that sets a fact at the authority's own address, by the official title.
  ajv.addKeyword({
    keyword: 'officialUrl',
    schemaType: 'boolean',
    validate: officialUrlCheck,
    errors: true,
  });
  // Visitors read what the rule is; how the team found it stays in the trail (see visitor-text.ts).
  ajv.addKeyword({
    keyword: 'visitorText',
    schemaType: 'string',
    validate: visitorTextCheck,
    errors: true,
  });
  // Annotation only: which strings a translation leaves as they are (engine/i18n/translatable.ts).
  ajv.addKeyword({ keyword: 'translate', schemaType: 'boolean' });
  ajv.addSchema(bundle);
  return ajv;
}

interface KeywordCheck {
  (schema: unknown, data: unknown): boolean;
  errors?: Array<Partial<ErrorObject>>;
}

const officialUrlCheck: KeywordCheck = (wanted, data) => {
  officialUrlCheck.errors = [];
  if (wanted !== true || typeof data !== 'string' || isOfficialSourceUrl(data)) return true;
  officialUrlCheck.errors = [
    {
      keyword: 'officialUrl',
      message: `${data} is not the authority's own address: cite the agency, legislature or city on its own site (a .gov host or one listed in paylaw/data/official-hosts.ts)`,
      params: {},
    },
  ];
  return false;
};

const visitorTextCheck: KeywordCheck = (kind, data) => {
  visitorTextCheck.errors = [];
  if (typeof data !== 'string') return true;
  const problem = kind === 'citation' ? citationTitleProblem(data) : visitorTextProblem(data);
  if (problem === undefined) return true;
  visitorTextCheck.errors = [{ keyword: 'visitorText', message: problem, params: {} }];
  return false;
};

let ajvInstance: Ajv2020 | undefined;
const validators = new Map<string, ValidateFunction>();

function validatorFor(name: SchemaName): ValidateFunction {
  const cached = validators.get(name);
  if (cached) return cached;
  ajvInstance ??= createAjv();
  const validate = ajvInstance.getSchema(`${bundle.$id}#/$defs/${name}`);
  if (!validate) throw new Error(`No schema named ${name} in the config schema bundle`);
  validators.set(name, validate);
  return validate;
}

export function knownBlockTypes(): string[] {
  return bundle.$defs.Block.oneOf
    .map((branch) => branch.$ref.replace('#/$defs/', ''))
    .map((title) => {
      const schema = (bundle.$defs as Record<string, { properties?: { type?: { const?: string } } }>)[title];
      return schema?.properties?.type?.const ?? title;
    });
}

/** The page file format this engine reads: "formatVersion" of schemas/page.schema.json. */
export function pageFormatVersion(): number {
  return bundle.$defs.PageConfig.properties.formatVersion.const;
}

export interface SchemaCheck {
  problems: ConfigProblem[];
  references: SharedReference[];
}

/**
 * Validates `data` (by default the file's own data; brand tokens may already be
 * filled in, which keeps the same shape) and locates problems in the file's text.
 */
export function checkAgainstSchema(name: SchemaName, source: JsonSource, data: unknown = source.data): SchemaCheck {
  const { errors, references } = runValidator(name, data);
  // An "if" fails only through its "then" or "else", which reports the problem itself (a missing field, a wrong value).
  const reported = errors.filter((error) => error.keyword !== 'if');
  return { problems: reported.map((error) => withGalleryHint(toProblem(error, source), data)), references };
}

/** A problem inside a block names that block type's gallery entry, where a working example sits. */
function withGalleryHint(problem: ConfigProblem, data: unknown): ConfigProblem {
  const index = /^\/blocks\/(\d+)(\/|$)/.exec(problem.pointer)?.[1];
  if (index === undefined) return problem;
  const blocks: unknown = data !== null && typeof data === 'object' ? Reflect.get(data, 'blocks') : undefined;
  const block: unknown = Array.isArray(blocks) ? blocks[Number(index)] : undefined;
  const type: unknown = block !== null && typeof block === 'object' ? Reflect.get(block, 'type') : undefined;
  const known = knownBlockTypes();
  return {
    ...problem,
    message: `${problem.message}${galleryHint(typeof type === 'string' && known.includes(type) ? type : undefined)}`,
  };
}

/** One validation, with the shared references the "sharedRef" keyword saw during it. */
function runValidator(name: SchemaName, data: unknown): { errors: ErrorObject[]; references: SharedReference[] } {
  const validate = validatorFor(name);
  collected = [];
  const valid = validate(data);
  const references = collected;
  collected = [];
  return { errors: valid ? [] : (validate.errors ?? []), references };
}

function toProblem(error: ErrorObject, source: JsonSource): ConfigProblem {
  const pointer = error.instancePath;
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'additionalProperties': {
      const name = String(params.additionalProperty);
      return source.problemAt(
        pointer,
        `unknown property "${name}"${didYouMean(name, knownProperties(error.parentSchema))}`,
        name,
      );
    }
    case 'required':
      return source.problemAt(pointer, `missing required property "${String(params.missingProperty)}"`);
    case 'discriminator':
      if (params.error === 'mapping') {
        return source.problemAt(
          `${pointer}/type`,
          `unknown block type "${String(params.tagValue)}"${didYouMean(String(params.tagValue), knownBlockTypes())}; known types: ${knownBlockTypes().join(', ')}`,
        );
      }
      return source.problemAt(pointer, `a block needs a string "type"; known types: ${knownBlockTypes().join(', ')}`);
    case 'enum': {
      const allowed = params.allowedValues as unknown[];
      const hint =
        typeof error.data === 'string'
          ? didYouMean(
              error.data,
              allowed.filter((v): v is string => typeof v === 'string'),
            )
          : '';
      return source.problemAt(pointer, `must be one of: ${allowed.map((v) => JSON.stringify(v)).join(', ')}${hint}`);
    }
    case 'const':
      return source.problemAt(pointer, `must be ${JSON.stringify(params.allowedValue)}`);
    case 'not': {
      // A "not" says what a value must not be; its schema's description says why, in words a marketer reads.
      const description = describedBy(error.schema);
      return source.problemAt(pointer, description ? `must not ${description}` : 'must not match the excluded shape');
    }
    case 'pattern':
      return source.problemAt(
        pointer,
        `has an invalid format (${error.parentSchema && typeof error.parentSchema === 'object' && 'description' in error.parentSchema ? String(error.parentSchema.description) : `pattern ${String(params.pattern)}`})`,
      );
    default:
      return source.problemAt(pointer, error.message ?? `fails "${error.keyword}"`);
  }
}

function describedBy(schema: unknown): string | undefined {
  const description: unknown =
    schema !== null && typeof schema === 'object' ? Reflect.get(schema, 'description') : undefined;
  return typeof description === 'string' ? description : undefined;
}

function knownProperties(schema: unknown): string[] {
  const properties: unknown =
    schema !== null && typeof schema === 'object' ? Reflect.get(schema, 'properties') : undefined;
  return properties !== null && typeof properties === 'object' ? Object.keys(properties) : [];
}

/** The raw ajv keywords a value fails on, for tooling and fixture tests. */
export function failedKeywords(name: SchemaName, data: unknown): string[] {
  return runValidator(name, data).errors.map((error) => error.keyword);
}
