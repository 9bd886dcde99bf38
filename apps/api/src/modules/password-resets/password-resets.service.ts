import { isPasswordSameAsAccount, MAIL_LINK_PATHS, type PasswordResetTokenResponse } from '@tvcm/contracts';
import type { UnitOfWork } from '../../db/unit-of-work';
import { AppError } from '../../lib/app-error';
import type { BackgroundTasks } from '../../lib/background-tasks';
import type { Clock } from '../../lib/clock';
import type { Mailer } from '../../lib/mailer';
import { hashPassword } from '../../lib/passwords';
import { createSecureToken, hashToken } from '../../lib/secure-token';
import { mailLink } from '../../mail/mail-link';
import { passwordResetMail } from '../../mail/templates/password-reset';
import type { PasswordResetsRepository } from './password-resets.repository';

const linkInvalid = () => new AppError('mailLinkInvalid');

export function createPasswordResetsService(
  repository: PasswordResetsRepository,
  unitOfWork: UnitOfWork,
  mailer: Mailer,
  tasks: BackgroundTasks,
  options: { publicUrl: string; linkTtlMs: number },
  clock: Clock,
) {
  /** Looks the account up and, only if it exists, stores a fresh token and mails the link. */
  async function issueLink(account: string): Promise<void> {
    const user = await repository.findUserByAccount(account);
    if (!user) return;
    const { token, tokenHash } = createSecureToken();
    const now = clock();
    const expiresAt = new Date(now + options.linkTtlMs);
    const mail = passwordResetMail({
      displayName: user.display_name,
      resetUrl: mailLink(options.publicUrl, MAIL_LINK_PATHS.passwordReset, token),
      expiresAt,
    });
    const { deliver } = await unitOfWork.run(async () => {
      await repository.replaceUnusedTokens({
        tokenHash,
        userId: user.id,
        createdAt: new Date(now).toISOString(),
        expiresAt: expiresAt.toISOString(),
      });
      return mailer.enqueue({ to: user.account, ...mail });
    });
    deliver();
  }

  return {
    /**
     * Answers at once and does the work afterwards, so the answer and its timing are the same
     * whether or not the account exists (no account enumeration).
     */
    request(account: string): void {
      tasks.run('password reset request', () => issueLink(account));
    },

    async describeToken(token: string): Promise<PasswordResetTokenResponse> {
      const stored = await repository.findUsableToken(hashToken(token), new Date(clock()).toISOString());
      if (!stored) throw linkInvalid();
      return { account: stored.account };
    },

    /** New password, token used and every session of the user ended, in one transaction. */
    async complete(token: string, password: string): Promise<void> {
      const tokenHash = hashToken(token);
      const stored = await repository.findUsableToken(tokenHash, new Date(clock()).toISOString());
      if (!stored) throw linkInvalid();
      if (isPasswordSameAsAccount(password, stored.account)) throw new AppError('badRequest');
      const passwordHash = await hashPassword(password);
      await unitOfWork.run(async () => {
        const nowIso = new Date(clock()).toISOString();
        if (!(await repository.consumeToken(tokenHash, nowIso))) throw linkInvalid();
        await repository.replacePassword(stored.user_id, passwordHash, nowIso);
      });
    },

    async purgeExpired(): Promise<void> {
      await repository.deleteExpired(new Date(clock()).toISOString());
    },
  };
}

export type PasswordResetsService = ReturnType<typeof createPasswordResetsService>;
