import { describe, expect, it } from 'vitest';
import { isSessionTokenValid } from './token-validity';

const NOW_MS = 1_800_000_000_000;
const NOW_S = NOW_MS / 1000;

describe('isSessionTokenValid', () => {
  it('is valid while expires_at is later than now', () => {
    expect(isSessionTokenValid({ access_token: 'a', expires_at: NOW_S + 1 }, 0, NOW_MS)).toBe(true);
  });

  it('is expired at and after expires_at', () => {
    expect(isSessionTokenValid({ access_token: 'a', expires_at: NOW_S }, 0, NOW_MS)).toBe(false);
    expect(isSessionTokenValid({ access_token: 'a', expires_at: NOW_S - 1 }, 0, NOW_MS)).toBe(false);
  });

  it('subtracts the offset from expires_at', () => {
    const user = { access_token: 'a', expires_at: NOW_S + 60 };
    expect(isSessionTokenValid(user, 59, NOW_MS)).toBe(true);
    expect(isSessionTokenValid(user, 60, NOW_MS)).toBe(false);
    expect(isSessionTokenValid(user, 120, NOW_MS)).toBe(false);
  });

  it('uses an offset of 0 by default', () => {
    expect(isSessionTokenValid({ access_token: 'a', expires_at: NOW_S + 1 }, undefined, NOW_MS)).toBe(true);
  });

  it('uses the current time by default', () => {
    const inAMinute = Math.floor(Date.now() / 1000) + 60;
    expect(isSessionTokenValid({ access_token: 'a', expires_at: inAMinute })).toBe(true);
    expect(isSessionTokenValid({ access_token: 'a', expires_at: inAMinute }, 120)).toBe(false);
  });

  it('does not trust a user without expires_at or without an access token', () => {
    expect(isSessionTokenValid({ access_token: 'a' }, 0, NOW_MS)).toBe(false);
    expect(isSessionTokenValid({ access_token: null, expires_at: NOW_S + 60 }, 0, NOW_MS)).toBe(false);
    expect(isSessionTokenValid(null, 0, NOW_MS)).toBe(false);
    expect(isSessionTokenValid(undefined, 0, NOW_MS)).toBe(false);
  });
});
