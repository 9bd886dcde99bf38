import type { OneDayCalendarQuery, StreamingSearchQuery } from '@tvcm/contracts';

export const digitalKeys = {
  all: ['digital-market'] as const,
  areas: () => [...digitalKeys.all, 'areas'] as const,
  streaming: () => [...digitalKeys.all, 'streaming'] as const,
  streamingPage: (query: StreamingSearchQuery) => [...digitalKeys.streaming(), query] as const,
  oneDay: () => [...digitalKeys.all, 'one-day'] as const,
  oneDayCalendar: (query: OneDayCalendarQuery) => [...digitalKeys.oneDay(), query] as const,
  carts: () => [...digitalKeys.all, 'cu-carts'] as const,
};

/** A query as the API's address parameters: the same names as the page's own address. */
export function searchParamsOf(query: object): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params;
}
