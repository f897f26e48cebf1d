import { keyOf, numberField, type NumberInputPath } from './input-fields';
import type { FieldReader } from './reader';

/** Reads one number of the input by its rule in the field list; `r` reads the object that holds it. */
export function readNumber(r: FieldReader, path: NumberInputPath): number | undefined {
  const field = numberField(path);
  const key = keyOf(path);
  switch (field.kind) {
    case 'money':
      return r.money(key, field.max);
    case 'count':
      return r.number(key, { min: field.min, max: field.max, integer: true });
    case 'number':
      return r.number(key, { min: field.min, max: field.max });
    case 'fraction':
      return r.number(key, { min: 0, max: field.max, hint: field.hint });
  }
}
