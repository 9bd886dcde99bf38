import { randomUUID } from 'node:crypto';
import { API_ERROR_CODES } from '@tvcm/contracts';
import type { Config } from '../../config';
import { AppError } from '../../lib/app-error';
import { verifyAgainstDecoy, verifyPassword } from '../../lib/passwords';
import { createSecureToken, hashToken } from '../../lib/secure-token';
import type { SessionsRepository } from './sessions.repository';

export interface AuthenticatedSession {
  sessionId: string;
  userId: number;
  companyId: number;
}

/** Sliding expiry is written at most this often, so a busy user does not cost a write per request. */
const TOUCH_INTERVAL_MS = 60_000;

export function normaliseAccount(account: string): string {
  return account.trim().toLowerCase();
}

export function createSessionsService(repository: SessionsRepository, sessionConfig: Config['session']) {
  return {
    /**
     * Checks the password and starts a new session with a fresh id (no fixation). Unknown
     * account and wrong password give the same error after the same amount of work.
     */
    async login(input: {
      account: string;
      password: string;
      ipAddress: string | null;
      userAgent: string | null;
      previousToken?: string;
    }): Promise<{ token: string; sessionId: string; userId: number }> {
      const credentials = await repository.findCredentialsByAccount(normaliseAccount(input.account));
      const valid = credentials
        ? await verifyPassword(credentials.password_hash, input.password)
        : await verifyAgainstDecoy(input.password);
      if (!credentials || !valid) throw new AppError(401, API_ERROR_CODES.invalidCredentials);

      const now = Date.now();
      const { token, tokenHash } = createSecureToken();
      const session = {
        id: randomUUID(),
        token_hash: tokenHash,
        user_id: credentials.id,
        created_at: new Date(now).toISOString(),
        last_seen_at: new Date(now).toISOString(),
        expires_at: new Date(now + sessionConfig.idleTimeoutMs).toISOString(),
        absolute_expires_at: new Date(now + sessionConfig.absoluteTimeoutMs).toISOString(),
      };
      await repository.startSession(
        session,
        { ipAddress: input.ipAddress, userAgent: input.userAgent?.slice(0, 512) ?? null },
        input.previousToken ? hashToken(input.previousToken) : undefined,
      );
      return { token, sessionId: session.id, userId: credentials.id };
    },

    async authenticate(token: string): Promise<AuthenticatedSession | null> {
      const now = Date.now();
      const session = await repository.findActiveByTokenHash(hashToken(token), new Date(now).toISOString());
      if (!session) return null;
      if (now - Date.parse(session.last_seen_at) > TOUCH_INTERVAL_MS) {
        await repository.touch(
          session.id,
          new Date(now).toISOString(),
          new Date(now + sessionConfig.idleTimeoutMs).toISOString(),
        );
      }
      return { sessionId: session.id, userId: session.user_id, companyId: session.company_id };
    },

    async logout(token: string): Promise<void> {
      await repository.deleteByTokenHash(hashToken(token));
    },

    async purgeExpired(): Promise<void> {
      await repository.deleteExpired(new Date().toISOString());
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
