/**
 * The files the build writes beside Next's output for the server to read at
 * start (the pages' script hashes, their ETags): each names its build, and a
 * manifest of another build is refused, so a server never acts on stale facts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The JSON object in `text`, or null for anything else (invalid JSON, an array, a scalar). */
export function jsonObject(text: string): Record<string, unknown> | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** Reads `name` from the build in `distDir`; `problem` says why there is no manifest (missing, invalid, another build's). */
export function readBuildManifest<T extends { buildId: string }>(
  distDir: string,
  name: string,
  parse: (text: string) => T | null,
): { manifest: T | null; problem: string | null } {
  let text: string;
  let buildId: string;
  try {
    text = readFileSync(join(distDir, name), 'utf8');
    buildId = readFileSync(join(distDir, 'BUILD_ID'), 'utf8').trim();
  } catch {
    return { manifest: null, problem: `${name} is missing from ${distDir}: build with npm run build` };
  }
  const manifest = parse(text);
  if (!manifest) return { manifest: null, problem: `${join(distDir, name)} is not a valid ${name}` };
  if (manifest.buildId !== buildId)
    return {
      manifest: null,
      problem: `${name} is of build ${manifest.buildId}, not of the current build ${buildId}: run npm run build`,
    };
  return { manifest, problem: null };
}
