/** The buyers' streaming search (配信サービス販売枠). */
export const STREAMING_SEARCH_PATH = '/agency/cu/positions';
/** The buyers' 1-day calendar (デジタル1day). */
export const ONE_DAY_CALENDAR_PATH = '/agency/oneday/positions';
