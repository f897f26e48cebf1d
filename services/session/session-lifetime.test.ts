import { describe, expect, it } from 'vitest';
import { sessionLifetime } from './session-lifetime';

describe('sessionLifetime', () => {
  it('defaults to 30 idle minutes and 12 hours in all', () => {
    expect(sessionLifetime({})).toEqual({ idleSeconds: 1800, absoluteSeconds: 43_200 });
  });

  it('reads both limits from the environment', () => {
    expect(sessionLifetime({ SESSION_IDLE_MINUTES: '15', SESSION_MAX_HOURS: '8' })).toEqual({
      idleSeconds: 900,
      absoluteSeconds: 28_800,
    });
  });

  it('refuses a value that is not a whole number in range, naming the setting', () => {
    expect(() => sessionLifetime({ SESSION_IDLE_MINUTES: '0' })).toThrow(
      'SESSION_IDLE_MINUTES must be a whole number from 1 to 1440, not "0"',
    );
    expect(() => sessionLifetime({ SESSION_MAX_HOURS: '1.5' })).toThrow(
      'SESSION_MAX_HOURS must be a whole number from 1 to 720',
    );
    expect(() => sessionLifetime({ SESSION_IDLE_MINUTES: '120', SESSION_MAX_HOURS: '1' })).toThrow(
      'must not be longer than SESSION_MAX_HOURS',
    );
  });
});
