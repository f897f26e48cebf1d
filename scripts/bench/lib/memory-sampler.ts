/**
 * The server's resident memory, sampled once a second from /proc (Linux),
 * to tell a flat line from a leak over a long load test.
 */
import { readFileSync } from 'node:fs';

export interface MemorySample {
  atS: number;
  rssMb: number;
}

function rssMb(pid: number): number | null {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

export function sampleMemory(pid: number, everyMs = 1000): { stop(): MemorySample[] } {
  const started = Date.now();
  const samples: MemorySample[] = [];
  const take = () => {
    const value = rssMb(pid);
    if (value !== null)
      samples.push({ atS: Math.round((Date.now() - started) / 100) / 10, rssMb: Math.round(value * 10) / 10 });
  };
  take();
  const timer = setInterval(take, everyMs);
  return {
    stop() {
      clearInterval(timer);
      take();
      return samples;
    },
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/**
 * Flat: the median of the last fifth of the run is within `tolerance` of the
 * median of the second fifth (the first is warm-up: routes load, caches fill).
 */
export function memoryTrend(
  samples: MemorySample[],
  tolerance = 0.15,
): { warmMb: number; endMb: number; peakMb: number; growth: number; flat: boolean } {
  const fifth = Math.max(1, Math.floor(samples.length / 5));
  const warmMb = median(samples.slice(fifth, 2 * fifth).map((sample) => sample.rssMb));
  const endMb = median(samples.slice(-fifth).map((sample) => sample.rssMb));
  const peakMb = Math.max(...samples.map((sample) => sample.rssMb));
  const growth = warmMb > 0 ? endMb / warmMb - 1 : 0;
  return { warmMb, endMb, peakMb, growth, flat: growth <= tolerance };
}
