import { randomUUID } from 'node:crypto';
import {
  type CompanyUser,
  type CompanyUsersResponse,
  type InviteUserRequest,
  MAIL_LINK_PATHS,
  ROLE_IDS,
  type RoleId,
  type UpdateCompanyUserRequest,
  USER_ADMIN_EVENTS_SHOWN,
  type UserAdminEvent,
} from '@tvcm/contracts';
import { isUniqueViolation } from '../../db/unique-violation';
import type { UnitOfWork } from '../../db/unit-of-work';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { currentLicences } from '../../lib/current-licences';
import { hashPassword } from '../../lib/passwords';
import { createSecureToken } from '../../lib/secure-token';
import type { Mailer } from '../../mail/mailer';
import { invitationToExistingAccountMail } from '../../mail/templates/invitation-to-existing-account';
import type { AuthenticatedSession } from '../../plugins/session-auth';
import type { UserAdminChange, UserAdminEventsRepository } from './user-admin-events.repository';
import type { UserAdministrationRepository } from './user-administration.repository';

/** An administrator acting on their own company's users. */
export type UserAdministrator = Pick<AuthenticatedSession, 'userId' | 'companyId'>;

type UserRow = NonNullable<Awaited<ReturnType<UserAdministrationRepository['findUser']>>>;

/** Sends a mail queued in a unit of work, once that work has committed. */
type Delivery = () => void;

/** Who a password link goes to. */
interface LinkRecipient {
  id: number;
  account: string;
  display_name: string;
}

/**
 * The mails that set a password, the invitation and the administrator's reset: password resets
 * make and send them, and app.ts passes them in.
 */
export interface PasswordLinks {
  queueInvitation(user: LinkRecipient, sender: { companyName: string; inviterName: string }): Promise<Delivery>;
  queueResetLink(user: LinkRecipient): Promise<Delivery>;
}

/**
 * Where the notice to an address that has an account elsewhere is sent from: the mailer, and the
 * public address its link to the password reset page starts with.
 */
export interface AccountNotices {
  mailer: Pick<Mailer, 'enqueue'>;
  publicUrl: string;
}

/**
 * The `account` of an invitation placeholder: unique, and no address anyone can type to log in or
 * ask for a reset (`.invalid` is reserved, RFC 2606).
 */
const placeholderAccount = () => `invitation-${randomUUID()}@placeholder.invalid`;

const roleOf = (roleId: number): RoleId => (roleId === ROLE_IDS.administrator ? ROLE_IDS.administrator : ROLE_IDS.generalUser);

const sameCodes = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((code, i) => code === b[i]);

const distinctSorted = (codes: readonly string[]) => [...new Set(codes)].sort();

function changeOf(detail: string | null): Pick<UserAdminEvent, 'from' | 'to'> {
  if (detail === null) return { from: null, to: null };
  const change = JSON.parse(detail) as UserAdminChange;
  return { from: change.from, to: change.to };
}

/**
 * A company's administrators keep its users (the "Users"): invitations, roles, the
 * function licences each user is given (only among the company's), deactivation and reactivation,
 * and reset mails. Every change and its history entry are one unit of work, with the mail it
 * sends queued in it. The company keeps at least one active administrator: changes that could
 * remove the last one lock the company row first (PostgreSQL) and count the administrators after.
 */
export function createUserAdministrationService(
  repository: UserAdministrationRepository,
  events: UserAdminEventsRepository,
  passwordLinks: PasswordLinks,
  unitOfWork: UnitOfWork,
  clock: Clock,
  notices: AccountNotices,
) {
  const nowIso = () => new Date(clock()).toISOString();

  async function describe(rows: UserRow[]): Promise<CompanyUser[]> {
    const licences = await repository.licencesOf(rows.map((row) => row.id));
    return rows.map((row) => ({
      id: row.id,
      account: row.account,
      name: row.display_name,
      roleId: roleOf(row.role_id),
      licences: currentLicences(licences.filter((licence) => licence.user_id === row.id).map((licence) => licence.code)),
      status: row.status,
      lastLoginAt: row.last_login_at ?? null,
      createdAt: row.created_at,
    }));
  }

  async function userOf(companyId: number, userId: number): Promise<UserRow> {
    const user = await repository.findUser(companyId, userId);
    if (!user) throw new AppError('userNotFound');
    return user;
  }

  async function companyUser(companyId: number, userId: number): Promise<CompanyUser> {
    const [described] = await describe([await userOf(companyId, userId)]);
    if (!described) throw new AppError('userNotFound');
    return described;
  }

  /** A user is given only licences their company holds; the refusal names the others. */
  async function assertLicencesHeld(companyId: number, licences: readonly string[]): Promise<void> {
    const held = new Set(await repository.companyLicences(companyId));
    const notHeld = distinctSorted(licences.filter((code) => !held.has(code)));
    if (notHeld.length > 0) throw new AppError('licenceNotHeldByCompany', { params: { licences: notHeld.join(',') } });
  }

  /** Refuses a change that takes an active administrator away when they are the company's last. */
  async function assertNotLastAdministrator(user: UserRow, companyId: number): Promise<void> {
    if (user.role_id !== ROLE_IDS.administrator || user.status !== 'ACTIVE') return;
    if ((await repository.countActiveAdministrators(companyId)) <= 1) throw new AppError('lastAdministrator');
  }

  /**
   * Runs a change of one user of the caller's company in a unit of work that first locks the
   * company, so changes that count administrators run one after another; answers the user after.
   */
  async function changeUser(
    caller: UserAdministrator,
    userId: number,
    change: (user: UserRow, time: string) => Promise<Delivery | undefined>,
  ): Promise<CompanyUser> {
    const deliver = await unitOfWork.run(async () => {
      await repository.lockCompany(caller.companyId);
      return change(await userOf(caller.companyId, userId), nowIso());
    });
    deliver?.();
    return companyUser(caller.companyId, userId);
  }

  function record(
    caller: UserAdministrator,
    user: UserRow,
    time: string,
    action: UserAdminEvent['action'],
    change?: UserAdminChange,
  ) {
    return events.record({
      companyId: caller.companyId,
      actorUserId: caller.userId,
      targetUserId: user.id,
      action,
      ...(change ? { change } : {}),
      nowIso: time,
    });
  }

  /**
   * What inviting `user` sends: the invitation with its link, or for an invitation placeholder the
   * notice to the address's owner in its stead, queued in the unit of work under way.
   */
  async function queueInvitation(caller: UserAdministrator, user: UserRow): Promise<Delivery> {
    const sender = await invitationSender(caller);
    if (user.invited_address === null) return passwordLinks.queueInvitation(user, sender);
    const passwordResetUrl = new URL(MAIL_LINK_PATHS.passwordReset, `${notices.publicUrl}/`).toString();
    const { deliver } = await notices.mailer.enqueue({
      to: user.invited_address,
      ...invitationToExistingAccountMail({ ...sender, passwordResetUrl }),
    });
    return deliver;
  }

  async function invitationSender(caller: UserAdministrator) {
    const [company, inviter] = await Promise.all([
      repository.companyName(caller.companyId),
      userOf(caller.companyId, caller.userId),
    ]);
    return { companyName: company.name, inviterName: inviter.display_name };
  }

  return {
    async list(caller: UserAdministrator): Promise<CompanyUsersResponse> {
      const [rows, companyLicences] = await Promise.all([
        repository.listUsers(caller.companyId),
        repository.companyLicences(caller.companyId),
      ]);
      return { users: await describe(rows), companyLicences: currentLicences(companyLicences) };
    },

    /**
     * Adds the user as invited, with a password nobody knows, terms not yet accepted, and the
     * invitation mail whose link sets their first password. An account is one user across all
     * companies: one the company has already (or an invitation taking it meanwhile) is refused. One
     * that another company has is answered exactly as a new address, so the form tells nobody who
     * has an account (docs/decisions/010): the company gets an invitation placeholder, which can
     * never be accepted, and the address's owner a notice instead of the invitation.
     */
    async invite(caller: UserAdministrator, request: InviteUserRequest): Promise<CompanyUser> {
      const unusablePasswordHash = await hashPassword(createSecureToken().token);
      const attempt = () =>
        unitOfWork.run(async () => {
          await assertLicencesHeld(caller.companyId, request.licences);
          const holder = await repository.companyHoldingAccount(request.account);
          if (holder === caller.companyId || (await repository.placeholderExists(caller.companyId, request.account))) {
            throw new AppError('idRegistered');
          }
          const elsewhere = holder !== undefined;
          const time = nowIso();
          const userId = await repository.insertInvitedUser({
            companyId: caller.companyId,
            account: elsewhere ? placeholderAccount() : request.account,
            invitedAddress: elsewhere ? request.account : null,
            name: request.name,
            roleId: request.roleId,
            passwordHash: unusablePasswordHash,
            nowIso: time,
          });
          await repository.replaceLicences(userId, distinctSorted(request.licences));
          const user = await userOf(caller.companyId, userId);
          const deliver = await queueInvitation(caller, user);
          await record(caller, user, time, 'INVITE');
          return { userId, deliver };
        });
      let invited: { userId: number; deliver: Delivery };
      try {
        invited = await attempt();
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // Taken meanwhile: by this company (refused as above), or by another (a placeholder then).
        try {
          invited = await attempt();
        } catch (again) {
          throw isUniqueViolation(again) ? new AppError('idRegistered') : again;
        }
      }
      invited.deliver();
      return companyUser(caller.companyId, invited.userId);
    },

    /** A new invitation mail for a user who has not set their password yet; the earlier link stops working. */
    async resendInvitation(caller: UserAdministrator, userId: number): Promise<void> {
      await changeUser(caller, userId, async (user, time) => {
        if (user.status !== 'INVITED') throw new AppError('userConflict');
        const deliver = await queueInvitation(caller, user);
        await record(caller, user, time, 'INVITE_RESENT');
        return deliver;
      });
    },

    /** The role, the licences (replacing the user's set), or both; only what actually changes is recorded. */
    update(caller: UserAdministrator, userId: number, request: UpdateCompanyUserRequest): Promise<CompanyUser> {
      return changeUser(caller, userId, async (user, time) => {
        if (request.licences !== undefined) await assertLicencesHeld(caller.companyId, request.licences);
        if (request.roleId !== undefined && request.roleId !== user.role_id) {
          if (request.roleId !== ROLE_IDS.administrator) await assertNotLastAdministrator(user, caller.companyId);
          await repository.setRole(user.id, request.roleId, time);
          await record(caller, user, time, 'ROLE', { from: roleOf(user.role_id), to: request.roleId });
        }
        if (request.licences !== undefined) {
          const before = (await repository.licencesOf([user.id])).map((licence) => licence.code).sort();
          const after = distinctSorted(request.licences);
          if (!sameCodes(before, after)) {
            await repository.replaceLicences(user.id, after);
            await record(caller, user, time, 'LICENCES', { from: before, to: after });
          }
        }
        return undefined;
      });
    },

    /** The user can no longer log in, and every session of theirs ends with the same commit. */
    deactivate(caller: UserAdministrator, userId: number): Promise<CompanyUser> {
      return changeUser(caller, userId, async (user, time) => {
        if (user.id === caller.userId) throw new AppError('cannotDeactivateSelf');
        if (user.status === 'DEACTIVATED') throw new AppError('userConflict');
        await assertNotLastAdministrator(user, caller.companyId);
        if (!(await repository.changeStatus(user.id, user.status, 'DEACTIVATED', time))) throw new AppError('userConflict');
        await repository.endSessions(user.id);
        await record(caller, user, time, 'DEACTIVATE');
        return undefined;
      });
    },

    reactivate(caller: UserAdministrator, userId: number): Promise<CompanyUser> {
      return changeUser(caller, userId, async (user, time) => {
        if (!(await repository.changeStatus(user.id, 'DEACTIVATED', 'ACTIVE', time))) throw new AppError('userConflict');
        await record(caller, user, time, 'REACTIVATE');
        return undefined;
      });
    },

    /** The same reset mail the user could ask for themselves, sent for them. */
    async sendPasswordReset(caller: UserAdministrator, userId: number): Promise<void> {
      await changeUser(caller, userId, async (user, time) => {
        if (user.status !== 'ACTIVE') throw new AppError('userConflict');
        await record(caller, user, time, 'PASSWORD_RESET');
        // A placeholder (reactivated after a deactivation) has no password to reset and no mailbox.
        return user.invited_address === null ? passwordLinks.queueResetLink(user) : undefined;
      });
    },

    async events(caller: UserAdministrator): Promise<UserAdminEvent[]> {
      const rows = await events.latest(caller.companyId, USER_ADMIN_EVENTS_SHOWN);
      return rows.map((row) => ({
        id: row.id,
        occurredAt: row.created_at,
        action: row.action,
        actorName: row.actor_name,
        targetName: row.target_name,
        targetAccount: row.target_account,
        ...changeOf(row.detail),
      }));
    },
  };
}

export type UserAdministrationService = ReturnType<typeof createUserAdministrationService>;
