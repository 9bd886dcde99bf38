import {
  businessDateStartIso,
  POINT_HISTORY_CSV_MAX_ROWS,
  POINT_HISTORY_PAGE_SIZE,
  type PointHistoriesResponse,
  type PointHistoryEntry,
  type PointKind,
} from '@tvcm/contracts';
import { AppError } from '../../lib/app-error';
import type { AuthenticatedSession } from '../../plugins/session-auth';
import { pointHistoryCsv, pointHistoryCsvFileName } from './point-history-csv';
import { pointsPolicy } from './points.policy';
import type { PointHistoryFilter, PointHistoryRow, PointsRepository } from './points.repository';

/** JST business dates, `to` exclusive (the shared query schema has checked them). */
export interface PointHistoryPeriod {
  from: string;
  to: string;
  kind?: PointKind | undefined;
}

const entryOf = (row: PointHistoryRow): PointHistoryEntry => ({
  id: row.id,
  occurredAt: row.created_at,
  kind: row.kind,
  description: row.reason,
  amount: row.amount,
  balanceAfter: row.balance_after,
  userName: row.user_name,
  expiresOn: row.expires_on,
});

/**
 * What a company reads of its points: the balance, and the ledger over a period of JST dates as a
 * page or as a CSV. The period is half-open (decision 010): from the JST start of `from` up to,
 * not including, the JST start of `to`.
 */
export function createPointsService(repository: PointsRepository) {
  async function ownCompany(caller: AuthenticatedSession, companyCode: string) {
    return pointsPolicy.assertOwnCompany(caller, await repository.findCompanyByCode(companyCode));
  }

  const filterOf = (companyId: number, period: PointHistoryPeriod): PointHistoryFilter => ({
    companyId,
    fromIso: businessDateStartIso(period.from),
    untilIso: businessDateStartIso(period.to),
    kind: period.kind,
  });

  return {
    async balance(caller: AuthenticatedSession, companyCode: string): Promise<number> {
      return repository.balanceOf((await ownCompany(caller, companyCode)).id);
    },

    async history(
      caller: AuthenticatedSession,
      companyCode: string,
      query: PointHistoryPeriod & { page: number },
    ): Promise<PointHistoriesResponse> {
      const filter = filterOf((await ownCompany(caller, companyCode)).id, query);
      const [rows, total] = await Promise.all([
        repository.listEntries(filter, { offset: (query.page - 1) * POINT_HISTORY_PAGE_SIZE, limit: POINT_HISTORY_PAGE_SIZE }),
        repository.countEntries(filter),
      ]);
      return { entries: rows.map(entryOf), total, page: query.page, pageSize: POINT_HISTORY_PAGE_SIZE };
    },

    /**
     * The whole period, newest first. A period of more than POINT_HISTORY_CSV_MAX_ROWS entries is
     * refused (400, naming the limit) rather than cut short: a file for accounting that silently
     * lacks its oldest entries would be worse than none. The user splits the period.
     */
    async historyCsv(
      caller: AuthenticatedSession,
      companyCode: string,
      period: PointHistoryPeriod,
    ): Promise<{ fileName: string; content: string }> {
      const filter = filterOf((await ownCompany(caller, companyCode)).id, period);
      const rows = await repository.listEntries(filter, { offset: 0, limit: POINT_HISTORY_CSV_MAX_ROWS + 1 });
      if (rows.length > POINT_HISTORY_CSV_MAX_ROWS) {
        throw new AppError('badRequest', { params: { maxRows: String(POINT_HISTORY_CSV_MAX_ROWS) } });
      }
      return { fileName: pointHistoryCsvFileName(period), content: pointHistoryCsv(rows.map(entryOf)) };
    },
  };
}

export type PointsService = ReturnType<typeof createPointsService>;
