import { describe, expect, it } from 'vitest';
import type { Member } from '@/services/graphql/operations/member';
import { ANONYMOUS_AUTH_STATE, analyticsUserId, authStateFromMember, authStateFromSession } from './auth-state';

const member: Member = {
  id: '1001_client',
  displayName: 'Pat R.',
  email: 'pat@example.com',
  firstName: 'Pat',
  lastName: 'Rivera',
  homepayAccountStatusV2: 'CLIENT',
};

describe('authStateFromSession', () => {
  it('is logged in as the token subject when authenticated', () => {
    expect(authStateFromSession({ state: 'authenticated', jwt: { sub: 'member-7' }, jwtEncoded: 'e.y.j' })).toEqual({
      isLoggedIn: true,
      isImpersonated: false,
      memberUuid: 'member-7',
      member: null,
    });
  });

  it('is impersonated, as the impersonated member, when the token has an impersonated field', () => {
    expect(
      authStateFromSession({
        state: 'authenticated',
        jwt: { sub: 'agent-1', impersonated: 'member-7' },
        jwtEncoded: 'e.y.j',
      }),
    ).toEqual({
      isLoggedIn: true,
      isImpersonated: true,
      memberUuid: 'member-7',
      member: null,
    });
  });

  it('is not impersonated when the impersonated field is null', () => {
    const state = authStateFromSession({ state: 'authenticated', jwt: { sub: 'member-7', impersonated: null } });
    expect(state.isImpersonated).toBe(false);
    expect(state.memberUuid).toBe('member-7');
  });

  it('is logged in without a member id when an authenticated session carries no token', () => {
    expect(authStateFromSession({ state: 'authenticated' })).toEqual({
      isLoggedIn: true,
      isImpersonated: false,
      memberUuid: undefined,
      member: null,
    });
  });

  it('is anonymous for any other session state, or none', () => {
    expect(authStateFromSession({ state: 'unauthenticated' })).toEqual(ANONYMOUS_AUTH_STATE);
    expect(authStateFromSession({ state: 'loading', jwt: { sub: 'member-7' } })).toEqual(ANONYMOUS_AUTH_STATE);
    expect(authStateFromSession(null)).toEqual(ANONYMOUS_AUTH_STATE);
    expect(authStateFromSession(undefined)).toEqual({
      isLoggedIn: false,
      isImpersonated: false,
      memberUuid: undefined,
      member: null,
    });
  });
});

describe('authStateFromMember', () => {
  it('is logged in, not impersonated, as the member found by the lookup', () => {
    expect(authStateFromMember(member)).toEqual({
      isLoggedIn: true,
      isImpersonated: false,
      memberUuid: '1001_client',
      member,
    });
  });
});

describe('analyticsUserId', () => {
  it('is the part of the member id before the underscore', () => {
    expect(analyticsUserId('1001_client')).toBe('1001');
    expect(analyticsUserId('1001_client_extra')).toBe('1001');
  });

  it('is the whole id when there is no underscore', () => {
    expect(analyticsUserId('1001')).toBe('1001');
    expect(analyticsUserId('')).toBe('');
  });
});
