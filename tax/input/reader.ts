import type { PayrollInputError } from '../core/types';

export type Json = Record<string, unknown>;

export function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string')
    return `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  if (typeof value === 'number') return String(value);
  return `a ${typeof value}`;
}

/** Reads fields of one input object, collecting every problem instead of stopping at the first. */
export class FieldReader {
  constructor(
    private readonly obj: Json,
    private readonly prefix: string,
    readonly errors: PayrollInputError[],
  ) {}

  path(key: string): string {
    return this.prefix === '' ? key : `${this.prefix}.${key}`;
  }

  fail(key: string, message: string): undefined {
    this.errors.push({ path: this.path(key), message });
    return undefined;
  }

  has(key: string): boolean {
    return this.obj[key] !== undefined;
  }

  raw(key: string): unknown {
    return this.obj[key];
  }

  /** Flags keys the contract does not know, so a typo such as "grosspay" is reported, not ignored. */
  rejectUnknown(known: ReadonlySet<string>): void {
    for (const key of Object.keys(this.obj)) {
      if (!known.has(key)) this.fail(key, `unknown field; expected one of: ${[...known].join(', ')}`);
    }
  }

  number(key: string, opts: { min: number; max: number; integer?: boolean; hint?: string }): number | undefined {
    const value = this.obj[key];
    if (value === undefined) return undefined;
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      return this.fail(key, `must be a number, got ${describe(value)}`);
    }
    if (opts.integer === true && !Number.isInteger(value))
      return this.fail(key, `must be a whole number, got ${value}`);
    const hint = opts.hint === undefined ? '' : ` (${opts.hint})`;
    if (value < opts.min) return this.fail(key, `must be at least ${opts.min}, got ${value}${hint}`);
    if (value > opts.max) return this.fail(key, `must be at most ${opts.max}, got ${value}${hint}`);
    return value;
  }

  /** Dollar amounts must already be whole cents: rounding a stated amount would change it silently. */
  money(key: string, max: number): number | undefined {
    const value = this.number(key, { min: 0, max });
    if (value === undefined) return undefined;
    if (Math.abs(value * 100 - Math.round(value * 100)) > 1e-6)
      return this.fail(key, `must be in whole cents, got ${value}`);
    return value;
  }

  boolean(key: string): boolean | undefined {
    const value = this.obj[key];
    if (value === undefined) return undefined;
    if (typeof value !== 'boolean') return this.fail(key, `must be true or false, got ${describe(value)}`);
    return value;
  }

  string(key: string): string | undefined {
    const value = this.obj[key];
    if (value === undefined) return undefined;
    if (typeof value !== 'string') return this.fail(key, `must be a string, got ${describe(value)}`);
    return value;
  }

  oneOf<T extends string>(key: string, allowed: readonly T[]): T | undefined {
    const value = this.obj[key];
    if (value === undefined) return undefined;
    const match = allowed.find((a) => a === value);
    if (match === undefined) return this.fail(key, `must be one of ${allowed.join(', ')}, got ${describe(value)}`);
    return match;
  }

  object(key: string): FieldReader | undefined {
    const value = this.obj[key];
    if (value === undefined) return undefined;
    if (!isRecord(value)) return this.fail(key, `must be an object, got ${describe(value)}`);
    return new FieldReader(value, this.path(key), this.errors);
  }
}
