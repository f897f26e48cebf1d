/**
 * Which strings of a config file a visitor reads, and so which a translation must give: the schema says.
 * A string is text when its schema constrains it only by length: a pattern, an enum, a const, a format or a
 * shared-content reference marks a value the site reads (a path, an id, a choice), never words. A schema marked
 * `"translate": false` holds names that stay as they are in every language (a citation's official title, a
 * reviewer's name, the brand) or maintainers' notes no page shows.
 */
import bundle from '../../schemas/generated/config.schema.json' with { type: 'json' };
import { encodePointer } from '../json-source';

type Schema = Readonly<Record<string, unknown>>;

export interface TextField {
  pointer: string;
  value: string;
}

const defs = (bundle as { $defs: Record<string, Schema> }).$defs;

const isSchema = (value: unknown): value is Schema =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function deref(schema: Schema): Schema {
  let current = schema;
  for (let depth = 0; typeof current.$ref === 'string' && depth < 20; depth += 1) {
    const name = current.$ref.replace('#/$defs/', '');
    const target = defs[name];
    if (!target) return current;
    // Keywords beside a $ref (a description, "translate") still apply to the value.
    const beside = Object.fromEntries(Object.entries(current).filter(([key]) => key !== '$ref'));
    current = { ...target, ...beside };
  }
  return current;
}

function schemaList(value: unknown): Schema[] {
  return Array.isArray(value) ? value.filter(isSchema) : [];
}

const CONSTRAINS_VALUE = ['pattern', 'enum', 'const', 'format', 'sharedRef'] as const;

/** The one branch of a oneOf/anyOf that describes this value: by its "type" discriminator, else by its keys. */
function branchFor(branches: Schema[], value: unknown): Schema | undefined {
  const resolved = branches.map(deref);
  if (isSchema(value)) {
    const byType = resolved.find((branch) => {
      const properties = branch.properties;
      const typeSchema = isSchema(properties) && isSchema(properties.type) ? properties.type : undefined;
      return typeSchema !== undefined && typeSchema.const === value.type;
    });
    if (byType) return byType;
    return resolved.find((branch) => {
      const properties = isSchema(branch.properties) ? branch.properties : {};
      return Object.keys(value).every((key) => key in properties || branch.additionalProperties !== false);
    });
  }
  return resolved.find((branch) => {
    if (typeof value === 'string') return branch.type === 'string' || branch.type === undefined;
    return true;
  });
}

function collect(schemaIn: Schema, value: unknown, path: Array<string | number>, out: TextField[]): void {
  const schema = deref(schemaIn);
  if (schema.translate === false) return;
  for (const part of schemaList(schema.allOf)) collect(part, value, path, out);
  for (const key of ['oneOf', 'anyOf'] as const) {
    const branch = branchFor(schemaList(schema[key]), value);
    if (branch) collect(branch, value, path, out);
  }
  if (typeof value === 'string') {
    const isText =
      (schema.type === 'string' || schema.minLength !== undefined || schema.maxLength !== undefined) &&
      !CONSTRAINS_VALUE.some((keyword) => schema[keyword] !== undefined);
    const pointer = encodePointer(path);
    if (isText && value.trim() !== '' && !out.some((field) => field.pointer === pointer)) out.push({ pointer, value });
    return;
  }
  if (Array.isArray(value)) {
    const items = isSchema(schema.items) ? schema.items : undefined;
    if (items) value.forEach((item, index) => collect(items, item, [...path, index], out));
    return;
  }
  if (isSchema(value)) {
    const properties = isSchema(schema.properties) ? schema.properties : {};
    for (const [key, item] of Object.entries(value)) {
      const propertySchema = properties[key] ?? schema.additionalProperties;
      if (isSchema(propertySchema)) collect(propertySchema, item, [...path, key], out);
    }
  }
}

/** Every string of `data` a visitor reads, by JSON pointer, in document order. */
export function textFields(definition: string, data: unknown): TextField[] {
  const schema = defs[definition];
  if (!schema) throw new Error(`no schema definition "${definition}" in the bundle`);
  const out: TextField[] = [];
  collect(schema, data, [], out);
  return out;
}
