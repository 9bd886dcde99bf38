import {
  type CompleteTrialRegistrationResponse,
  DISPLAY_NAME_MAX_LENGTH,
  isPasswordSameAsAccount,
  MAIL_LINK_PATHS,
  TRIAL_FUNCTION_LICENCES,
  type TrialRegistrationRequest,
  type TrialRegistrationResponse,
  type TrialRegistrationTokenResponse,
} from '@tvcm/contracts';
import type { TrialRegistrationRow } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import type { UnitOfWork } from '../../db/unit-of-work';
import { AppError } from '../../lib/app-error';
import type { BackgroundTasks } from '../../lib/background-tasks';
import type { Clock } from '../../lib/clock';
import { hashPassword } from '../../lib/passwords';
import { createSecureToken, hashToken } from '../../lib/secure-token';
import { mailLink } from '../../mail/mail-link';
import type { Mailer } from '../../mail/mailer';
import { accountExistsMail } from '../../mail/templates/account-exists';
import { trialEntryConfirmationMail } from '../../mail/templates/trial-entry-confirmation';
import type { RegistrationsRepository } from './registrations.repository';

/** Another request changed the registration between reading and claiming it. */
class ClaimLost extends Error {}

const linkInvalid = () => new AppError('mailLinkInvalid');
const alreadyRegistered = () => new AppError('idRegistered');
const tentativelyRegistered = () => new AppError('tentativeIdRegistered');
const withdrawn = () => new AppError('tentativeIdDeleted');

/** A confirmation link works only for a tentative entry within its lifetime; otherwise it says why not. */
function assertConfirmable(registration: TrialRegistrationRow | undefined, nowIso: string): asserts registration {
  if (!registration) throw linkInvalid();
  if (registration.status === 'COMPLETED') throw alreadyRegistered();
  if (registration.status === 'WITHDRAWN') throw withdrawn();
  if (registration.expires_at <= nowIso) throw linkInvalid();
}

/** The display name of the trial user: family and given name as the entry form gave them, within the column. */
function displayNameOf(form: TrialRegistrationRequest): string {
  return Array.from(`${form.familyName} ${form.givenName}`).slice(0, DISPLAY_NAME_MAX_LENGTH).join('');
}

export function createRegistrationsService(
  repository: RegistrationsRepository,
  unitOfWork: UnitOfWork,
  mailer: Mailer,
  tasks: BackgroundTasks,
  options: { publicUrl: string; linkTtlMs: number },
  clock: Clock,
) {
  /** The stored form: what the visitor sent, after the contract's normalisation. */
  const formOf = (registration: TrialRegistrationRow) => JSON.parse(registration.payload) as TrialRegistrationRequest;

  /** The confirmation mail of an entry: fresh links, the lifetime they end with, and the mail that carries them. */
  function composeConfirmation(form: TrialRegistrationRequest, now: number, reissued: boolean) {
    const confirm = createSecureToken();
    const withdraw = createSecureToken();
    const expiresAt = new Date(now + options.linkTtlMs);
    const mail = trialEntryConfirmationMail({
      ...form,
      confirmUrl: mailLink(options.publicUrl, MAIL_LINK_PATHS.trialEntryConfirmation, confirm.token),
      withdrawUrl: mailLink(options.publicUrl, MAIL_LINK_PATHS.trialEntryWithdrawal, withdraw.token),
      expiresAt,
      reissued,
    });
    return { confirmTokenHash: confirm.tokenHash, withdrawTokenHash: withdraw.tokenHash, expiresAt, mail };
  }

  /** Mails the waiting entry of the address again with new links; nothing when there is none. */
  async function resendConfirmation(email: string): Promise<void> {
    const now = clock();
    const nowIso = new Date(now).toISOString();
    const waiting = await repository.findWaiting(email, nowIso);
    if (!waiting) return;
    const { mail, expiresAt, ...tokenHashes } = composeConfirmation(formOf(waiting), now, true);
    const queued = await unitOfWork.run(async () => {
      // Completed or withdrawn since it was read: nothing to confirm any more, so no mail either.
      if (!(await repository.replaceLinks(waiting.id, { ...tokenHashes, expiresAt: expiresAt.toISOString() }, nowIso))) {
        return undefined;
      }
      const enqueued = await mailer.enqueue({ to: waiting.email, ...mail });
      await repository.setConfirmationMail(waiting.id, enqueued.mailId);
      return enqueued;
    });
    queued?.deliver();
  }

  return {
    /**
     * Records a tentative entry and mails its confirmation and withdrawal links. A submission
     * repeated with the same Idempotency-Key gets the first one's answer and no second mail.
     */
    async register(form: TrialRegistrationRequest, idempotencyKey: string | undefined): Promise<TrialRegistrationResponse> {
      const payload = JSON.stringify(form);
      const earlierAnswer = async () => {
        const earlier = idempotencyKey ? await repository.findByIdempotencyKey(idempotencyKey) : undefined;
        return earlier ? replay(earlier, payload) : undefined;
      };
      const repeated = await earlierAnswer();
      if (repeated) return repeated;
      try {
        await createEntry(form, payload, idempotencyKey ?? null);
      } catch (error) {
        if (!(error instanceof AppError) && !isUniqueViolation(error)) throw error;
        // The same submission racing this one may have been stored since it was first looked for
        // (its row is what now conflicts): its answer is this one's too.
        const raced = await earlierAnswer();
        if (raced) return raced;
        throw isUniqueViolation(error) ? tentativelyRegistered() : error;
      }
      return { email: form.email };
    },

    async describeConfirmToken(token: string): Promise<TrialRegistrationTokenResponse> {
      const registration = await repository.findByConfirmTokenHash(hashToken(token));
      assertConfirmable(registration, new Date(clock()).toISOString());
      return { email: registration.email, companyName: formOf(registration).companyName };
    },

    /**
     * Turns the tentative entry into a trial company (00000T + sequence, trial licences, no point
     * service) and its first user, all in one transaction; the user can log in at once.
     */
    async complete(token: string, password: string): Promise<CompleteTrialRegistrationResponse> {
      const registration = await repository.findByConfirmTokenHash(hashToken(token));
      assertConfirmable(registration, new Date(clock()).toISOString());
      if (isPasswordSameAsAccount(password, registration.email)) throw new AppError('badRequest');
      // Hashing is slow on purpose; it happens before the transaction so no lock waits for it.
      const passwordHash = await hashPassword(password);
      const form = formOf(registration);
      try {
        await unitOfWork.run(async () => {
          const nowIso = new Date(clock()).toISOString();
          if (!(await repository.claimForCompletion(registration.id, nowIso))) throw new ClaimLost();
          if (await repository.userExists(registration.email)) throw alreadyRegistered();
          const code = await repository.nextTrialCompanyCode();
          await repository.createTrialAccount(code, {
            companyName: form.companyName,
            userType: form.userType,
            account: registration.email,
            displayName: displayNameOf(form),
            passwordHash,
            licences: TRIAL_FUNCTION_LICENCES,
            now: nowIso,
          });
        });
      } catch (error) {
        // Completed, withdrawn or expired since it was read: answer as if it had been so all along.
        if (error instanceof ClaimLost) {
          assertConfirmable(
            await repository.findByConfirmTokenHash(registration.confirm_token_hash),
            new Date(clock()).toISOString(),
          );
          throw linkInvalid();
        }
        // The account was created meanwhile by other means (an administrator, another entry).
        if (isUniqueViolation(error)) throw alreadyRegistered();
        throw error;
      }
      return { account: registration.email };
    },

    /**
     * Answers at once and mails afterwards, so the answer and its timing are the same whether or
     * not the address has an entry waiting for confirmation (no enumeration of entries).
     */
    resendConfirmation(email: string): void {
      tasks.run('trial entry confirmation resend', () => resendConfirmation(email));
    },

    /** Withdrawing twice is fine; a completed entry can no longer be withdrawn from the mail. */
    async withdraw(token: string): Promise<void> {
      const registration = await repository.findByWithdrawTokenHash(hashToken(token));
      if (!registration) throw linkInvalid();
      if (registration.status === 'COMPLETED') throw alreadyRegistered();
      if (registration.status === 'WITHDRAWN') return;
      if (await repository.markWithdrawn(registration.id, new Date(clock()).toISOString())) return;
      // It changed under us: only a completion can have won the race.
      const current = await repository.findByWithdrawTokenHash(registration.withdraw_token_hash);
      if (current?.status === 'COMPLETED') throw alreadyRegistered();
    },
  };

  /**
   * Checks the address is free, stores the tentative entry and its mail together, then starts the
   * delivery. An address that already has an account gets a mail saying so instead, and the caller
   * the same answer as for a new address, so the form cannot be used to find out who has one.
   */
  async function createEntry(form: TrialRegistrationRequest, payload: string, idempotencyKey: string | null): Promise<void> {
    if (await repository.userExists(form.email)) {
      const passwordResetUrl = new URL(MAIL_LINK_PATHS.passwordReset, `${options.publicUrl}/`).toString();
      await mailer.send({ to: form.email, ...accountExistsMail({ passwordResetUrl }) });
      return;
    }
    const now = clock();
    const nowIso = new Date(now).toISOString();
    // Only an entry still waiting for confirmation holds the address; a withdrawn one frees it at
    // once (whoever keeps entering someone else's address meets the per-address rate limit).
    if (await repository.findWaiting(form.email, nowIso)) throw tentativelyRegistered();

    const { mail, expiresAt, confirmTokenHash, withdrawTokenHash } = composeConfirmation(form, now, false);
    const { deliver } = await unitOfWork.run(async () => {
      await repository.deleteStalePending(form.email, nowIso);
      const queued = await mailer.enqueue({ to: form.email, ...mail });
      await repository.insert({
        email: form.email,
        payload,
        confirmTokenHash,
        withdrawTokenHash,
        idempotencyKey,
        createdAt: nowIso,
        expiresAt: expiresAt.toISOString(),
        confirmationMailId: queued.mailId,
      });
      return queued;
    });
    deliver();
  }

  /** The answer to a repeated submission; the same key with a different form is a client error, not a replay. */
  function replay(earlier: TrialRegistrationRow, payload: string): TrialRegistrationResponse {
    if (earlier.payload !== payload) throw new AppError('idempotencyKeyReused');
    return { email: earlier.email };
  }
}

export type RegistrationsService = ReturnType<typeof createRegistrationsService>;
