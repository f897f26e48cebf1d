/**
 * The block gallery's examples: each block folder's fixtures (every
 * fixtures/*.json but the invalid ones), checked like a page's blocks so
 * the gallery never shows an example that would not pass validation.
 */
import type { Block } from '@/schemas/generated/config-types';
import { parseJsonSource } from './json-source';
import { fail, ok, type Result } from './result';
import { checkAgainstSchema } from './schema-validator';

export interface BlockExample {
  type: string;
  /** The fixture's file name without ".json", e.g. "valid". */
  name: string;
  file: string;
  block: Block;
  /** The block as a marketer would paste it into a page's "blocks". */
  json: string;
}

export const isExampleFixture = (fileName: string): boolean =>
  fileName.endsWith('.json') && !fileName.startsWith('invalid');

// ajv has just proven the shape; this is the one place a fixture takes the Block type.
const validatedBlock = (data: unknown): Block => data as Block;

export function blockExample(type: string, file: string, text: string): Result<BlockExample> {
  const parsed = parseJsonSource(file, text);
  if (!parsed.ok) return parsed;
  const { problems } = checkAgainstSchema('Block', parsed.value);
  if (problems.length > 0) return fail(problems);
  const block = validatedBlock(parsed.value.data);
  if (block.type !== type)
    return fail([parsed.value.problemAt('/type', `a fixture of the ${type} block must have "type": "${type}"`)]);
  const name = (file.split('/').pop() ?? file).replace(/\.json$/, '');
  return ok({ type, name, file, block, json: JSON.stringify(block, null, 2) });
}
