import type { PointHistoryQuery } from '@tvcm/contracts';
import { pointKeys as balanceKeys } from '../../../lib/point-status-query';

/** Query keys of a company's points: the balance (lib's, which the top bar shares) and its history pages. */
export const pointKeys = {
  ...balanceKeys,
  histories: (companyCode: string, query: PointHistoryQuery) =>
    [...balanceKeys.company(companyCode), 'histories', query] as const,
};
