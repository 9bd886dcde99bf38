import type { PasswordTokenPurpose } from '@tvcm/contracts';
import type { AppDatabase } from '../../db/database';

export function createPasswordResetsRepository(db: AppDatabase) {
  return {
    /** Only active users reset their password: an invited one uses the invitation, a deactivated one none. */
    findUserByAccount(account: string) {
      return db
        .selectFrom('users')
        .select(['id', 'account', 'display_name'])
        .where('account', '=', account)
        .where('status', '=', 'ACTIVE')
        .executeTakeFirst();
    },

    /**
     * A new link replaces every unused one of the user with the same purpose: only the latest mail
     * works, and a reset asked for does not take away an invitation still on its way (nor the reverse).
     */
    async replaceUnusedTokens(token: {
      tokenHash: string;
      userId: number;
      purpose: PasswordTokenPurpose;
      createdAt: string;
      expiresAt: string;
    }): Promise<void> {
      await db
        .deleteFrom('password_reset_tokens')
        .where('user_id', '=', token.userId)
        .where('purpose', '=', token.purpose)
        .where('used_at', 'is', null)
        .execute();
      await db
        .insertInto('password_reset_tokens')
        .values({
          token_hash: token.tokenHash,
          user_id: token.userId,
          purpose: token.purpose,
          created_at: token.createdAt,
          expires_at: token.expiresAt,
          used_at: null,
        })
        .execute();
    },

    /** The user behind an unused, unexpired token. */
    findUsableToken(tokenHash: string, nowIso: string) {
      return db
        .selectFrom('password_reset_tokens')
        .innerJoin('users', 'users.id', 'password_reset_tokens.user_id')
        .select(['password_reset_tokens.user_id', 'password_reset_tokens.purpose', 'users.account'])
        .where('password_reset_tokens.token_hash', '=', tokenHash)
        .where('password_reset_tokens.used_at', 'is', null)
        .where('password_reset_tokens.expires_at', '>', nowIso)
        .where('users.status', '!=', 'DEACTIVATED')
        .executeTakeFirst();
    },

    /** Marks the token used if it still is usable; false when a racing request used it first. */
    async consumeToken(tokenHash: string, nowIso: string): Promise<boolean> {
      const result = await db
        .updateTable('password_reset_tokens')
        .set({ used_at: nowIso })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', nowIso)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /**
     * The new password, and every session of the user ends: whoever knew the old one is logged out.
     * An invited user becomes active with their first password.
     */
    async replacePassword(userId: number, passwordHash: string, nowIso: string): Promise<void> {
      await db.updateTable('users').set({ password_hash: passwordHash, updated_at: nowIso }).where('id', '=', userId).execute();
      await db.updateTable('users').set({ status: 'ACTIVE' }).where('id', '=', userId).where('status', '=', 'INVITED').execute();
      await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
    },

    async deleteExpired(nowIso: string): Promise<void> {
      await db.deleteFrom('password_reset_tokens').where('expires_at', '<=', nowIso).execute();
    },
  };
}

export type PasswordResetsRepository = ReturnType<typeof createPasswordResetsRepository>;
