import type { UserManagerLike } from './user-manager';

const TOKEN_FIELDS = ['access_token', 'refresh_token', 'id_token'] as const;

/**
 * Revoke every token that is a string, then null all but the access
 * token, store the user again and reload the events. One at a time, so a
 * provider failure stops before anything stored changes.
 */
export async function revokeUserTokens(manager: UserManagerLike): Promise<void> {
  const user = await manager.getUser();
  if (!user) return;
  const present = TOKEN_FIELDS.flatMap((field) => {
    const token = user[field];
    return typeof token === 'string' ? [{ field, token }] : [];
  });
  if (present.length === 0) return;
  for (const { field, token } of present) {
    await manager.revokeToken(token, field === 'id_token' ? undefined : field);
  }
  user.refresh_token = null;
  user.id_token = null;
  await manager.storeUser(user);
  await manager.events.load(user);
}
