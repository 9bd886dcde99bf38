import {
  INVITATION_LINK_TTL_HOURS,
  isPasswordSameAsAccount,
  MAIL_LINK_PATHS,
  type PasswordResetTokenResponse,
  type PasswordTokenPurpose,
} from '@tvcm/contracts';
import type { UnitOfWork } from '../../db/unit-of-work';
import { AppError } from '../../lib/app-error';
import type { BackgroundTasks } from '../../lib/background-tasks';
import type { Clock } from '../../lib/clock';
import { hashPassword } from '../../lib/passwords';
import { createSecureToken, hashToken } from '../../lib/secure-token';
import { mailLink } from '../../mail/mail-link';
import type { Mailer } from '../../mail/mailer';
import { invitationMail } from '../../mail/templates/invitation';
import type { MailContent } from '../../mail/templates/layout';
import { passwordResetMail } from '../../mail/templates/password-reset';
import type { PasswordResetsRepository } from './password-resets.repository';

const linkInvalid = () => new AppError('mailLinkInvalid');

const INVITATION_LINK_TTL_MS = INVITATION_LINK_TTL_HOURS * 3600_000;

/** The user a set-password link is mailed to. */
export interface LinkRecipient {
  id: number;
  account: string;
  display_name: string;
}

/** Who added the invited user, and to which company, as the invitation names them. */
export interface InvitationSender {
  companyName: string;
  inviterName: string;
}

/** Starts the delivery of a queued mail: called once the unit of work that queued it has committed. */
export type Delivery = () => void;

export function createPasswordResetsService(
  repository: PasswordResetsRepository,
  unitOfWork: UnitOfWork,
  mailer: Mailer,
  tasks: BackgroundTasks,
  options: { publicUrl: string; linkTtlMs: number },
  clock: Clock,
) {
  /**
   * Stores a fresh token of the purpose (replacing the user's unused ones of it) and queues the
   * mail with its link, inside the caller's unit of work if one is under way.
   */
  async function queueLink(
    user: LinkRecipient,
    purpose: PasswordTokenPurpose,
    ttlMs: number,
    compose: (url: string, expiresAt: Date) => MailContent,
  ): Promise<Delivery> {
    const { token, tokenHash } = createSecureToken();
    const now = clock();
    const expiresAt = new Date(now + ttlMs);
    const mail = compose(mailLink(options.publicUrl, MAIL_LINK_PATHS.passwordReset, token), expiresAt);
    const { deliver } = await unitOfWork.run(async () => {
      await repository.replaceUnusedTokens({
        tokenHash,
        userId: user.id,
        purpose,
        createdAt: new Date(now).toISOString(),
        expiresAt: expiresAt.toISOString(),
      });
      return mailer.enqueue({ to: user.account, ...mail });
    });
    return deliver;
  }

  function queueResetLink(user: LinkRecipient): Promise<Delivery> {
    return queueLink(user, 'RESET', options.linkTtlMs, (resetUrl, expiresAt) =>
      passwordResetMail({ displayName: user.display_name, resetUrl, expiresAt }),
    );
  }

  /** Looks the account up and, only if it exists, stores a fresh token and mails the link. */
  async function issueLink(account: string): Promise<void> {
    const user = await repository.findUserByAccount(account);
    if (!user) return;
    const deliver = await queueResetLink(user);
    deliver();
  }

  return {
    /**
     * A reset link for a user already known to be active (an administrator sends it): queued in the
     * caller's unit of work; the answer starts its delivery once that has committed.
     */
    queueResetLink,

    /**
     * The invitation of a user an administrator added: the same public page sets their first
     * password through the link, which lives longer than a reset's. Queued like `queueResetLink`.
     */
    queueInvitation(user: LinkRecipient, sender: InvitationSender): Promise<Delivery> {
      return queueLink(user, 'INVITE', INVITATION_LINK_TTL_MS, (setPasswordUrl, expiresAt) =>
        invitationMail({ displayName: user.display_name, account: user.account, ...sender, setPasswordUrl, expiresAt }),
      );
    },

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
      return { account: stored.account, purpose: stored.purpose };
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
