import type { PointHistoryQuery } from '@tvcm/contracts';

/** Query keys of a company's points: the balance (the top bar and the points page share it) and its history pages. */
export const pointKeys = {
  all: ['points'] as const,
  company: (companyCode: string) => [...pointKeys.all, 'companies', companyCode] as const,
  status: (companyCode: string) => [...pointKeys.company(companyCode), 'status'] as const,
  histories: (companyCode: string, query: PointHistoryQuery) => [...pointKeys.company(companyCode), 'histories', query] as const,
};
