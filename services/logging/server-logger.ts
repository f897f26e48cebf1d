/**
 * Structured logs of the server: one JSON line per event on standard output,
 * where a production platform collects them.
 */
import pino from 'pino';

export const serverLogger = pino({
  base: { service: 'hearth-site' },
  timestamp: pino.stdTimeFunctions.isoTime,
  // "level":"error" rather than 50: log platforms index the label.
  formatters: { level: (label) => ({ level: label }) },
  // Nothing below info reaches the log store unless asked for.
  level: process.env.LOG_LEVEL ?? 'info',
});
