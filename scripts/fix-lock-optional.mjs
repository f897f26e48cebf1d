// The registry reachable from these machines serves only the Linux builds of
// native packages (@next/swc-*, @unrs/resolver-binding-*), so `npm install`
// leaves the other platforms' optional dependencies out of the lock file and
// `npm ci` then refuses it. This adds a stub entry (name, version, os, cpu)
// for each missing one: npm skips them here and installs them elsewhere.
// Run it after every dependency change: `node scripts/fix-lock-optional.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const OSES = ['android', 'darwin', 'freebsd', 'linux', 'openharmony', 'win32'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const osIndex = parts.findIndex((part) => OSES.includes(part));
  if (osIndex === -1) return null;
  const os = parts[osIndex];
  const cpu = parts[osIndex + 1];
  const abi = parts[osIndex + 2] ?? '';
  const entry = { os: [os], cpu: [cpu] };
  if (os === 'linux') entry.libc = [abi.startsWith('musl') ? 'musl' : 'glibc'];
  return entry;
}

let added = 0;
for (const pkg of Object.values(lock.packages)) {
  for (const [name, range] of Object.entries(pkg.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    if (lock.packages[key] || !/^\d+\.\d+\.\d+/.test(range)) continue;
    const platform = platformOf(name);
    if (!platform) continue;
    lock.packages[key] = { version: range, ...platform, optional: true, ...(pkg.dev ? { dev: true } : {}) };
    added += 1;
  }
}
const sorted = Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1));
lock.packages = Object.fromEntries(sorted);
writeFileSync(lockPath, JSON.stringify(lock, null, 2) + '\n');
console.log(`fix-lock-optional: added ${added} stub entries`);
