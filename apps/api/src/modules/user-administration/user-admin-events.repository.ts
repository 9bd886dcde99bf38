import type { UserAdminAction } from '@tvcm/contracts';
import type { AppDatabase } from '../../db/database';

/** What changed, where the action has a before and after: role ids, or the sorted licence codes. */
export interface UserAdminChange {
  from: number | string[];
  to: number | string[];
}

export interface UserAdminEventEntry {
  companyId: number;
  actorUserId: number;
  targetUserId: number;
  action: UserAdminAction;
  change?: UserAdminChange;
  nowIso: string;
}

/**
 * The history of a company's user administration: who did what to which user and when. Written
 * in the unit of work of the change it records, so the history and the users never disagree.
 */
export function createUserAdminEventsRepository(db: AppDatabase) {
  return {
    async record(entry: UserAdminEventEntry): Promise<void> {
      await db
        .insertInto('user_admin_events')
        .values({
          company_id: entry.companyId,
          actor_user_id: entry.actorUserId,
          target_user_id: entry.targetUserId,
          action: entry.action,
          detail: entry.change ? JSON.stringify(entry.change) : null,
          created_at: entry.nowIso,
        })
        .execute();
    },

    /** The company's latest events, newest first, with the names of who acted and on whom. */
    latest(companyId: number, limit: number) {
      return db
        .selectFrom('user_admin_events')
        .leftJoin('users as actor', 'actor.id', 'user_admin_events.actor_user_id')
        .leftJoin('users as target', 'target.id', 'user_admin_events.target_user_id')
        .select((eb) => [
          'user_admin_events.id',
          'user_admin_events.action',
          'user_admin_events.detail',
          'user_admin_events.created_at',
          'actor.display_name as actor_name',
          'target.display_name as target_name',
          // An invitation placeholder is named by the address invited, as in the user list.
          eb.fn.coalesce('target.invited_address', 'target.account').as('target_account'),
        ])
        .where('user_admin_events.company_id', '=', companyId)
        .orderBy('user_admin_events.created_at', 'desc')
        .orderBy('user_admin_events.id', 'desc')
        .limit(limit)
        .execute();
    },
  };
}

export type UserAdminEventsRepository = ReturnType<typeof createUserAdminEventsRepository>;
