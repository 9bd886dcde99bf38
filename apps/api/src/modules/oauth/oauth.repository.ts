import type { AppDatabase } from '../../db/database';

export function createOauthRepository(db: AppDatabase) {
  return {
    findClient(clientId: string) {
      return db.selectFrom('oauth_clients').selectAll().where('client_id', '=', clientId).executeTakeFirst();
    },

    async saveClient(client: { clientId: string; secretHash: string; name: string; createdAt: string }) {
      await db
        .insertInto('oauth_clients')
        .values({
          client_id: client.clientId,
          secret_hash: client.secretHash,
          name: client.name,
          created_at: client.createdAt,
        })
        .onConflict((conflict) => conflict.column('client_id').doUpdateSet({ secret_hash: client.secretHash, name: client.name }))
        .execute();
    },

    async insertToken(token: { tokenHash: string; clientId: string; createdAt: string; expiresAt: string }) {
      await db
        .insertInto('oauth_access_tokens')
        .values({
          token_hash: token.tokenHash,
          client_id: token.clientId,
          created_at: token.createdAt,
          expires_at: token.expiresAt,
        })
        .execute();
    },

    findToken(tokenHash: string) {
      return db.selectFrom('oauth_access_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
    },

    async deleteExpiredTokens(nowIso: string) {
      await db.deleteFrom('oauth_access_tokens').where('expires_at', '<=', nowIso).execute();
    },
  };
}

export type OauthRepository = ReturnType<typeof createOauthRepository>;
