import { cpus, loadavg } from 'node:os';

/** What a figure depends on besides the code: recorded with every result so runs can be compared honestly. */
export function machineInfo() {
  const cpu = cpus();
  return {
    cores: cpu.length,
    cpuModel: cpu[0]?.model ?? 'unknown',
    node: process.version,
    loadAverage1m: Math.round((loadavg()[0] ?? 0) * 100) / 100,
  };
}
