/**
 * The inline-script hashes of every prerendered document, written after
 * `next build` by scripts/csp-hashes.ts and read by the proxy when the server
 * starts. Keys are the pages' paths; the 404 and error documents have their own.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const SCRIPT_HASH_MANIFEST = 'csp-script-hashes.json';

export interface ScriptHashManifest {
  buildId: string;
  pages: Record<string, string[]>;
  notFound: string[];
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

export function parseScriptHashManifest(text: string): ScriptHashManifest | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { buildId, pages, notFound } = value as Record<string, unknown>;
  if (typeof buildId !== 'string' || !isStringList(notFound) || typeof pages !== 'object' || pages === null) return null;
  const entries = Object.entries(pages);
  if (!entries.every(([, hashes]) => isStringList(hashes))) return null;
  return { buildId, pages: Object.fromEntries(entries) as Record<string, string[]>, notFound };
}

/**
 * Reads the manifest of the build in `distDir`. A missing or stale manifest
 * (a build that skipped the hash step) is reported, and pages then get a
 * policy without hashes: they still render, only without their scripts,
 * rather than run under a weaker policy.
 */
export function loadScriptHashManifest(distDir = join(process.cwd(), '.next')): { manifest: ScriptHashManifest | null; problem: string | null } {
  let text: string;
  let buildId: string;
  try {
    text = readFileSync(join(distDir, SCRIPT_HASH_MANIFEST), 'utf8');
    buildId = readFileSync(join(distDir, 'BUILD_ID'), 'utf8').trim();
  } catch {
    return { manifest: null, problem: `${SCRIPT_HASH_MANIFEST} is missing from ${distDir}: build with npm run build (it runs scripts/csp-hashes.ts after next build)` };
  }
  const manifest = parseScriptHashManifest(text);
  if (!manifest) return { manifest: null, problem: `${join(distDir, SCRIPT_HASH_MANIFEST)} is not a valid script hash manifest` };
  if (manifest.buildId !== buildId) return { manifest: null, problem: `${SCRIPT_HASH_MANIFEST} is of build ${manifest.buildId}, not of the current build ${buildId}: run npm run build` };
  return { manifest, problem: null };
}
