/**
 * The local identity provider's test users (password "password" for all):
 * one per member account status, a provider (caregiver) member, and an
 * impersonated session (a support agent acting as the "none" member).
 */
import { FIXTURE_MEMBERS } from '../graphql/members';

export const TEST_PASSWORD = 'password';

export interface TestUser {
  login: string;
  memberType: 'seeker' | 'provider';
  /** The member id the session acts as, for an impersonated session. */
  impersonated?: string;
}

export const TEST_USERS: readonly TestUser[] = [
  { login: 'client', memberType: 'seeker' },
  { login: 'none', memberType: 'seeker' },
  { login: 'pending', memberType: 'seeker' },
  { login: 'submitted', memberType: 'seeker' },
  { login: 'provider', memberType: 'provider' },
  { login: 'impersonated', memberType: 'seeker', impersonated: '1002_none' },
];

export function claimsOf(user: TestUser): { sub: string; [claim: string]: string } {
  const member = FIXTURE_MEMBERS[user.login];
  return {
    sub: user.login,
    ...(member
      ? { name: member.displayName, given_name: member.firstName, family_name: member.lastName, email: member.email }
      : {}),
    member_type: user.memberType,
    ...(user.impersonated ? { impersonated: user.impersonated } : {}),
  };
}
