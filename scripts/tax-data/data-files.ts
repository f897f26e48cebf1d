/**
 * The folder of yearly data files (tax/data), as the tax-data scripts see it:
 * list, read, and create without overwriting. Passed in, so the scripts'
 * tests run on a temporary folder and never touch tax/data.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface TaxDataFiles {
  /** How messages name the folder, e.g. `tax/data`. */
  readonly label: string;
  list(): Promise<string[]>;
  read(name: string): Promise<string>;
  /** Writes a new file; false, with nothing written, when a file by that name exists. */
  create(name: string, text: string): Promise<boolean>;
}

const errorCode = (error: unknown): string | undefined =>
  error instanceof Error && 'code' in error ? String(error.code) : undefined;

export function nodeTaxDataFiles(dir: string, label: string): TaxDataFiles {
  return {
    label,
    list: () => readdir(dir),
    read: (name) => readFile(join(dir, name), 'utf8'),
    async create(name, text) {
      try {
        await writeFile(join(dir, name), text, { flag: 'wx' });
        return true;
      } catch (error) {
        if (errorCode(error) === 'EEXIST') return false;
        throw error;
      }
    },
  };
}

/** `tax/data/2027.json` */
export const dataFilePath = (files: TaxDataFiles, name: string): string => `${files.label}/${name}`;
