import type { TokenRequest, TokenResponse } from '@tvcm/contracts';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from '../../lib/passwords';
import { createSecureToken, hashToken } from '../../lib/secure-token';
import type { AuthenticatedClient } from '../../plugins/client-auth';
import type { OauthRepository } from './oauth.repository';

export function createOauthService(repository: OauthRepository, options: { tokenTtlMs: number }, now: Clock) {
  return {
    /** Registers the client, or changes its secret when configuration changed it. */
    async ensureClient(client: { clientId: string; clientSecret: string; name: string }): Promise<void> {
      const existing = await repository.findClient(client.clientId);
      if (existing && (await verifyPassword(existing.secret_hash, client.clientSecret))) return;
      await repository.saveClient({
        clientId: client.clientId,
        secretHash: await hashPassword(client.clientSecret),
        name: client.name,
        createdAt: new Date(now()).toISOString(),
      });
    },

    /** The client-credentials grant: a random token, stored hashed, valid for the configured time. */
    async issueToken(request: TokenRequest): Promise<TokenResponse> {
      const client = await repository.findClient(request.clientId);
      const valid = client
        ? await verifyPassword(client.secret_hash, request.clientSecret)
        : await verifyAgainstDecoy(request.clientSecret);
      if (!client || !valid) throw new AppError('invalidClient');
      const { token, tokenHash } = createSecureToken();
      const issuedAt = now();
      await repository.insertToken({
        tokenHash,
        clientId: client.client_id,
        createdAt: new Date(issuedAt).toISOString(),
        expiresAt: new Date(issuedAt + options.tokenTtlMs).toISOString(),
      });
      return { accessToken: token, tokenType: 'Bearer', expiresIn: Math.max(1, Math.round(options.tokenTtlMs / 1000)) };
    },

    /** OAU01001 for a token that has expired (the web refreshes it once), OAU01003 for one never issued. */
    async authenticate(token: string): Promise<AuthenticatedClient> {
      const stored = await repository.findToken(hashToken(token));
      if (!stored) throw new AppError('invalidToken');
      if (Date.parse(stored.expires_at) <= now()) throw new AppError('tokenExpired');
      return { clientId: stored.client_id };
    },

    async purgeExpired(): Promise<void> {
      await repository.deleteExpiredTokens(new Date(now()).toISOString());
    },
  };
}

export type OauthService = ReturnType<typeof createOauthService>;
