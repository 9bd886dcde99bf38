import {
  businessDateOf,
  isTrialCompanyCode,
  type SaveTrialGrantRequest,
  type TrialCompany,
  type TrialGrant,
  type TrialGrantStatus,
  type TrialPermissionEvent,
} from '@tvcm/contracts';
import { isUniqueViolation } from '../../db/unique-violation';
import type { UnitOfWork } from '../../db/unit-of-work';
import { AppError } from '../../lib/app-error';
import type { Mailer } from '../../mail/mailer';
import { type TrialGrantNotice, trialGrantNoticeMail } from '../../mail/templates/trial-permission-notices';
import type { AuthenticatedSession } from '../../plugins/session-auth';
import type { GrantPair, GrantTerms, TrialPermissionsRepository } from './trial-permissions.repository';

/** A station administrator: their station company is the one that grants. */
export type GrantActor = Pick<AuthenticatedSession, 'userId' | 'companyId'>;

type CompanyRow = Awaited<ReturnType<TrialPermissionsRepository['listTrialCompanies']>>[number];
type GrantRow = Awaited<ReturnType<TrialPermissionsRepository['grantsInForce']>>[number];

/** The grant was revoked between reading it and changing it: the save starts again and grants afresh. */
class GrantRaced extends Error {}

/** Where a grant not revoked stands on `today` (business dates compare as text). */
export function grantStatusOn(grant: { valid_from: string; valid_until: string | null }, today: string): TrialGrantStatus {
  if (grant.valid_from > today) return 'SCHEDULED';
  if (grant.valid_until !== null && grant.valid_until < today) return 'EXPIRED';
  return 'ACTIVE';
}

const termsOf = (grant: GrantRow): GrantTerms => ({
  scope: grant.scope,
  validFrom: grant.valid_from,
  validUntil: grant.valid_until,
});

const sameTerms = (a: GrantTerms, b: GrantTerms) =>
  a.scope === b.scope && a.validFrom === b.validFrom && a.validUntil === b.validUntil;

/**
 * The trial-user permissions of a station company (DOMAIN.md "Trial companies"): which trial
 * companies may see its slots, or see and apply for them, and for which dates. A grant is one row
 * in force per pair (the database refuses a second); a change updates it in place, a revoke ends
 * it, and each is an event of the audit trail and a mail to every user of the trial company, in
 * one unit of work. The program guide and the application read the grants in force on the day
 * they run, so a revoke takes effect on the next search; applications already sent stay.
 */
export function createTrialPermissionsService(
  repository: TrialPermissionsRepository,
  unitOfWork: UnitOfWork,
  mailer: Mailer,
  options: { publicUrl: string; now: () => number },
) {
  const nowIso = () => new Date(options.now()).toISOString();

  async function trialCompanyOf(code: string): Promise<CompanyRow> {
    const company = isTrialCompanyCode(code) ? await repository.findTrialCompany(code) : undefined;
    if (!company) throw new AppError('trialCompanyNotFound');
    return company;
  }

  async function describe(stationCompanyId: number, companies: CompanyRow[]): Promise<TrialCompany[]> {
    const ids = companies.map((company) => company.id);
    const [users, grants] = await Promise.all([repository.usersOf(ids), repository.grantsInForce(stationCompanyId, ids)]);
    const today = businessDateOf(options.now());
    return companies.map((company) => {
      const grant = grants.find((candidate) => candidate.trial_company_id === company.id);
      return {
        code: company.code,
        name: company.name,
        userType: company.registered_user_type as TrialCompany['userType'],
        users: users.filter((user) => user.company_id === company.id).map((user) => ({ name: user.display_name })),
        registeredAt: company.created_at,
        grant: grant ? toGrant(grant, today) : null,
      };
    });
  }

  function toGrant(grant: GrantRow, today: string): TrialGrant {
    return {
      scope: grant.scope,
      validFrom: grant.valid_from,
      validUntil: grant.valid_until,
      grantedBy: grant.granted_by_name === null ? null : { name: grant.granted_by_name },
      grantedAt: grant.granted_at,
      status: grantStatusOn(grant, today),
    };
  }

  /** Queues one mail per user of the trial company, inside the caller's unit of work; delivered once it commits. */
  async function mailTrialUsers(pair: GrantPair, notice: TrialGrantNotice): Promise<(() => void)[]> {
    const [station, users] = await Promise.all([
      repository.stationCompanyOf(pair.stationCompanyId),
      repository.usersOf([pair.trialCompanyId]),
    ]);
    const deliveries: (() => void)[] = [];
    for (const user of users) {
      const mail = trialGrantNoticeMail({
        displayName: user.display_name,
        stationCompanyName: station.name,
        stationNames: station.stationNames,
        notice,
        url: `${options.publicUrl}/agency/program_guide`,
      });
      deliveries.push((await mailer.enqueue({ to: user.account, ...mail })).deliver);
    }
    return deliveries;
  }

  /** Grants, or changes the grant in force; the same terms again change nothing and tell nobody. */
  function saveOnce(actor: GrantActor, pair: GrantPair, terms: GrantTerms): Promise<(() => void)[]> {
    return unitOfWork.run(async () => {
      const [current] = await repository.grantsInForce(pair.stationCompanyId, [pair.trialCompanyId]);
      if (current && sameTerms(termsOf(current), terms)) return [];
      const time = nowIso();
      if (!current) {
        await repository.insertGrant(pair, terms, actor.userId, time);
      } else if (!(await repository.changeGrant(current.id, terms, actor.userId, time))) {
        throw new GrantRaced();
      }
      const action = current ? 'CHANGE' : 'GRANT';
      await repository.recordEvent(pair, action, terms, actor.userId, time);
      return mailTrialUsers(pair, { action, ...terms });
    });
  }

  return {
    async list(caller: GrantActor): Promise<TrialCompany[]> {
      return describe(caller.companyId, await repository.listTrialCompanies());
    },

    async events(caller: GrantActor, trialCompanyCode: string): Promise<TrialPermissionEvent[]> {
      const company = await trialCompanyOf(trialCompanyCode);
      const rows = await repository.events({ stationCompanyId: caller.companyId, trialCompanyId: company.id });
      return rows.map((row) => ({
        action: row.action,
        scope: row.scope,
        validFrom: row.valid_from,
        validUntil: row.valid_until,
        by: row.display_name === null ? null : { name: row.display_name },
        at: row.created_at,
      }));
    },

    /**
     * Two administrators granting at once: the database lets one grant in, the other's unit of work
     * rolls back on the unique index and runs again as a change of it (likewise a change that finds
     * the grant revoked meanwhile runs again as a new grant).
     */
    async save(actor: GrantActor, trialCompanyCode: string, request: SaveTrialGrantRequest): Promise<TrialCompany> {
      const company = await trialCompanyOf(trialCompanyCode);
      const pair = { stationCompanyId: actor.companyId, trialCompanyId: company.id };
      let deliveries: (() => void)[];
      try {
        deliveries = await saveOnce(actor, pair, request);
      } catch (error) {
        if (!(error instanceof GrantRaced) && !isUniqueViolation(error)) throw error;
        deliveries = await saveOnce(actor, pair, request);
      }
      for (const deliver of deliveries) deliver();
      const [saved] = await describe(actor.companyId, [company]);
      if (!saved) throw new AppError('trialCompanyNotFound');
      return saved;
    },

    /** TRL00001 when no grant is in force; applications the trial company already sent stay as they are. */
    async revoke(actor: GrantActor, trialCompanyCode: string): Promise<void> {
      const company = await trialCompanyOf(trialCompanyCode);
      const pair = { stationCompanyId: actor.companyId, trialCompanyId: company.id };
      const deliveries = await unitOfWork.run(async () => {
        const time = nowIso();
        if (!(await repository.revokeGrant(pair, time))) throw new AppError('trialGrantMissing');
        await repository.recordEvent(pair, 'REVOKE', null, actor.userId, time);
        return mailTrialUsers(pair, { action: 'REVOKE' });
      });
      for (const deliver of deliveries) deliver();
    },
  };
}

export type TrialPermissionsService = ReturnType<typeof createTrialPermissionsService>;
