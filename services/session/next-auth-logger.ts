/**
 * next-auth's logger through the server's pino logger: one redacted JSON line per event, an error's stack as a
 * field, never the multi-line stack next-auth prints by default. A session that ended is routine, not an error.
 */
import type { LoggerInstance } from 'next-auth';
import { logFieldsOf, serverLogger } from '@/services/logging/server-logger';
import { isSessionEnded } from './session-ended';

export const nextAuthLogger: LoggerInstance = {
  error(code, metadata) {
    if (isSessionEnded(metadata)) {
      serverLogger.info({ source: 'next-auth', code }, 'a cookie of an ended session was refused and cleared');
      return;
    }
    serverLogger.error({ source: 'next-auth', code, ...logFieldsOf(metadata) }, `next-auth: ${code}`);
  },
  warn(code) {
    serverLogger.warn({ source: 'next-auth', code }, `next-auth: ${code}`);
  },
  debug(code, metadata) {
    serverLogger.debug({ source: 'next-auth', code, ...logFieldsOf(metadata) }, `next-auth: ${code}`);
  },
};
