/**
 * The inline-script hashes of every prerendered document, written after
 * `next build` by scripts/csp-hashes.ts and read by the proxy when the server
 * starts. Keys are the pages' paths; the 404 and error documents have their own.
 */
import { join } from 'node:path';
import { jsonObject, readBuildManifest } from '@/services/build/build-manifest';

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
  const value = jsonObject(text);
  if (!value) return null;
  const { buildId, pages, notFound } = value;
  if (typeof buildId !== 'string' || !isStringList(notFound) || typeof pages !== 'object' || pages === null)
    return null;
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
export function loadScriptHashManifest(distDir = join(process.cwd(), '.next')): {
  manifest: ScriptHashManifest | null;
  problem: string | null;
} {
  return readBuildManifest(distDir, SCRIPT_HASH_MANIFEST, parseScriptHashManifest);
}
