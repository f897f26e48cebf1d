/**
 * How long a session lasts: it ends after SESSION_IDLE_MINUTES without use (default 30) and SESSION_MAX_HOURS
 * after sign-in whatever happens (default 12, below the local identity provider's 24-hour session, so the site
 * never outlives the sign-in it rests on). A wrong value stops the server at start with the reason.
 */
type Env = Readonly<Record<string, string | undefined>>;

export interface SessionLifetime {
  idleSeconds: number;
  absoluteSeconds: number;
}

export const DEFAULT_IDLE_MINUTES = 30;
export const DEFAULT_MAX_HOURS = 12;

function whole(env: Env, name: string, fallback: number, maximum: number): number {
  const text = env[name]?.trim();
  if (!text) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1 || value > maximum)
    throw new Error(`${name} must be a whole number from 1 to ${maximum}, not "${text}"`);
  return value;
}

export function sessionLifetime(env: Env = process.env): SessionLifetime {
  const idleSeconds = whole(env, 'SESSION_IDLE_MINUTES', DEFAULT_IDLE_MINUTES, 24 * 60) * 60;
  const absoluteSeconds = whole(env, 'SESSION_MAX_HOURS', DEFAULT_MAX_HOURS, 30 * 24) * 3600;
  if (idleSeconds > absoluteSeconds) throw new Error('SESSION_IDLE_MINUTES must not be longer than SESSION_MAX_HOURS');
  return { idleSeconds, absoluteSeconds };
}
