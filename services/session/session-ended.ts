/** Thrown from next-auth's jwt callback when the session's record is gone: next-auth then clears the cookie. */
export class SessionEnded extends Error {
  override name = 'SessionEnded';
  constructor() {
    super('the session has ended (signed out, idle, past its lifetime, or unknown to the store)');
  }
}

export const isSessionEnded = (value: unknown): boolean =>
  value instanceof SessionEnded ||
  (typeof value === 'object' && value !== null && 'error' in value && value.error instanceof SessionEnded);
