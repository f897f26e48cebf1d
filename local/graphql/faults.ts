/**
 * Faults the local server can be told to produce, per request with the
 * `x-fault` header or queued on the loopback admin endpoint. Written as
 * `status=503`, `delay=1500`, `drop`, `malformed`, `empty`, `graphql-error`,
 * combined with `;` (e.g. `delay=800;status=500`).
 */
export interface Fault {
  status?: number;
  delayMs?: number;
  drop?: boolean;
  malformed?: boolean;
  empty?: boolean;
  graphqlError?: boolean;
}

export const FAULT_HEADER = 'x-fault';
const MAX_DELAY_MS = 60_000;

export function parseFault(text: string): { ok: true; fault: Fault } | { ok: false; reason: string } {
  const fault: Fault = {};
  for (const part of text
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [name = '', value] = part.split('=').map((p) => p.trim());
    const number = Number(value);
    if (name === 'status' && Number.isInteger(number) && number >= 100 && number <= 599) fault.status = number;
    else if (name === 'delay' && Number.isInteger(number) && number >= 0 && number <= MAX_DELAY_MS)
      fault.delayMs = number;
    else if (name === 'drop' && value === undefined) fault.drop = true;
    else if (name === 'malformed' && value === undefined) fault.malformed = true;
    else if (name === 'empty' && value === undefined) fault.empty = true;
    else if (name === 'graphql-error' && value === undefined) fault.graphqlError = true;
    else
      return {
        ok: false,
        reason: `unknown fault "${part}" (use status=100-599, delay=0-${MAX_DELAY_MS}, drop, malformed, empty, graphql-error)`,
      };
  }
  return { ok: true, fault };
}

export interface QueuedFault {
  fault: Fault;
  /** Only requests for this operation; any operation when absent. */
  operation?: string;
  remaining: number;
}

/** Faults queued by the admin endpoint, each used for `times` matching requests. */
export class FaultQueue {
  private queued: QueuedFault[] = [];

  add(entry: QueuedFault): void {
    this.queued.push(entry);
  }

  clear(): void {
    this.queued = [];
  }

  take(operation: string | undefined): Fault | undefined {
    const index = this.queued.findIndex((entry) => entry.operation === undefined || entry.operation === operation);
    const entry = this.queued[index];
    if (!entry) return undefined;
    entry.remaining -= 1;
    if (entry.remaining <= 0) this.queued.splice(index, 1);
    return entry.fault;
  }
}
