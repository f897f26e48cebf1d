import { format, resolveConfig } from 'prettier';

/** A data file laid out as `npx prettier --write` would, so a new file passes the format check as written. */
export async function formatDataFile(json: string, path: string): Promise<string> {
  const options = await resolveConfig(path);
  return format(json, { ...options, filepath: path });
}
