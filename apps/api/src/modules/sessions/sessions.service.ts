import { randomUUID } from 'node:crypto';
import { normaliseAccount } from '@tvcm/contracts';
import type { Config } from '../../config';
import type { UnitOfWork } from '../../db/unit-of-work';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { verifyAgainstDecoy, verifyPassword } from '../../lib/passwords';
import { createSecureToken, hashToken } from '../../lib/secure-token';
import type { AuthenticatedSession } from '../../plugins/session-auth';
import type { LoginThrottle } from './login-throttle';
import type { SessionsRepository } from './sessions.repository';

/** Sliding expiry is written at most this often, so a busy user does not cost a write per request. */
const TOUCH_INTERVAL_MS = 60_000;

export function createSessionsService(
  repository: SessionsRepository,
  unitOfWork: UnitOfWork,
  throttle: LoginThrottle,
  sessionConfig: Config['session'],
  clock: Clock,
) {
  return {
    /**
     * Checks the password and starts a new session with a fresh id (no fixation). Unknown
     * account and wrong password give the same error after the same amount of work, and count
     * alike against the login throttle, which is asked before any password is checked.
     */
    async login(input: {
      account: string;
      password: string;
      ipAddress: string;
      userAgent: string | null;
      previousToken?: string | undefined;
      /** The browser's device id, from the cookie an earlier login of it set. */
      deviceId?: string | undefined;
    }): Promise<{ token: string; sessionId: string; userId: number; deviceId: string }> {
      const account = normaliseAccount(input.account);
      await throttle.assertMayTry(account, input.ipAddress, input.deviceId);
      const credentials = await repository.findCredentialsByAccount(account);
      const valid = credentials
        ? await verifyPassword(credentials.password_hash, input.password)
        : await verifyAgainstDecoy(input.password);
      if (!credentials || !valid) {
        await throttle.recordFailure(account, input.ipAddress);
        throw new AppError('invalidCredentials');
      }
      // Said only to whoever knows the password: an invited user has none yet, so never gets here.
      if (credentials.status !== 'ACTIVE') throw new AppError('userUnavailable');
      await throttle.recordSuccess(account, input.ipAddress);

      const now = clock();
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
      const { previousToken } = input;
      // A browser keeps its device id across logins and accounts; one without gets a new one.
      const deviceId = input.deviceId ?? createSecureToken().token;
      // The new session and its login record together; an old session of the same browser ends with them.
      await unitOfWork.run(async () => {
        if (previousToken) await repository.deleteByTokenHash(hashToken(previousToken));
        await repository.insertSession(session);
        await repository.recordLogin(session, {
          ipAddress: input.ipAddress,
          userAgent: input.userAgent?.slice(0, 512) ?? null,
        });
        await throttle.rememberClient(credentials.id, { address: input.ipAddress, deviceId });
      });
      return { token, sessionId: session.id, userId: credentials.id, deviceId };
    },

    async authenticate(token: string): Promise<AuthenticatedSession | null> {
      const now = clock();
      const session = await repository.findActiveByTokenHash(hashToken(token), new Date(now).toISOString());
      if (!session) return null;
      if (now - Date.parse(session.last_seen_at) > TOUCH_INTERVAL_MS) {
        await repository.touch(
          session.id,
          new Date(now).toISOString(),
          new Date(now + sessionConfig.idleTimeoutMs).toISOString(),
        );
      }
      return {
        sessionId: session.id,
        userId: session.user_id,
        companyId: session.company_id,
        termsAccepted: session.is_terms_of_service === 1,
      };
    },

    async logout(token: string): Promise<void> {
      await repository.deleteByTokenHash(hashToken(token));
    },

    /** Ended sessions, and the places users have not logged in from for long enough to be forgotten. */
    async purgeExpired(): Promise<void> {
      await repository.deleteExpired(new Date(clock()).toISOString());
      await throttle.forgetOldClients();
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
