import { type ChangeOwnPasswordRequest, isPasswordSameAsAccount } from '@tvcm/contracts';
import type { UnitOfWork } from '../../db/unit-of-work';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { AuthenticatedSession } from '../../plugins/session-auth';
import type { UsersRepository } from './users.repository';

/** What a password change asks of the login throttle (sessions' own): app.ts passes it in. */
export interface PasswordAttempts {
  assertMayTry(account: string, address: string): Promise<void>;
  recordFailure(account: string, address: string): Promise<void>;
  recordSuccess(account: string, address: string): Promise<void>;
}

/** Where the change is written into the company's user history (user administration's). */
export interface PasswordChangeHistory {
  record(entry: {
    companyId: number;
    actorUserId: number;
    targetUserId: number;
    action: 'PASSWORD_CHANGE';
    nowIso: string;
  }): Promise<void>;
}

/**
 * A user changes their own password (マイページ) by giving the current one. A wrong current
 * password counts against the login throttle like a failed login, so a session left open does
 * not become a way to guess it. The new password, the end of every other session of the user and
 * the history entry are one unit of work; the session making the change stays.
 */
export function createOwnPasswordService(
  repository: UsersRepository,
  events: PasswordChangeHistory,
  unitOfWork: UnitOfWork,
  throttle: PasswordAttempts,
  clock: Clock,
) {
  return {
    async change(caller: AuthenticatedSession, request: ChangeOwnPasswordRequest, ipAddress: string): Promise<void> {
      const credentials = await repository.findCredentials(caller.userId);
      if (!credentials) throw new AppError('unauthenticated');
      if (isPasswordSameAsAccount(request.newPassword, credentials.account)) throw new AppError('badRequest');
      await throttle.assertMayTry(credentials.account, ipAddress);
      if (!(await verifyPassword(credentials.password_hash, request.currentPassword))) {
        await throttle.recordFailure(credentials.account, ipAddress);
        throw new AppError('currentPasswordWrong');
      }
      await throttle.recordSuccess(credentials.account, ipAddress);
      const passwordHash = await hashPassword(request.newPassword);
      await unitOfWork.run(async () => {
        const nowIso = new Date(clock()).toISOString();
        await repository.replacePasswordHash(caller.userId, passwordHash, nowIso);
        await repository.endOtherSessions(caller.userId, caller.sessionId);
        await events.record({
          companyId: caller.companyId,
          actorUserId: caller.userId,
          targetUserId: caller.userId,
          action: 'PASSWORD_CHANGE',
          nowIso,
        });
      });
    },
  };
}

export type OwnPasswordService = ReturnType<typeof createOwnPasswordService>;
