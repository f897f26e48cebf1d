/**
 * The wrapper's duplicate check: an event is a duplicate when its
 * hash is among the last three, and the hash includes the hour, so the same
 * event an hour later counts again. A fast non-cryptographic hash is enough:
 * it only compares events of one page.
 */
const HOUR_MS = 3_600_000;
export const DUPLICATE_MEMORY = 3;

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

/** FNV-1a, 32 bits, over the UTF-16 code units. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

export function eventHash(name: string, data: Record<string, unknown>, nowMs: number): string {
  return fnv1a(`${name}\u0000${stableJson(data)}\u0000${Math.floor(nowMs / HOUR_MS)}`);
}

/** Remembers the last few hashes; `seen` answers whether this one is among them, then remembers it. */
export function createDuplicateMemory(size = DUPLICATE_MEMORY) {
  const recent: string[] = [];
  return {
    seen(hash: string): boolean {
      if (recent.includes(hash)) return true;
      recent.push(hash);
      if (recent.length > size) recent.shift();
      return false;
    },
  };
}
