/** The page's tabs, in order; the address names the active one (`?tab=slots`), the import tab by default. */
export const PAGE_TABS = ['import', 'slots', 'history'] as const;
export type PageTab = (typeof PAGE_TABS)[number];

export const TAB_PARAM = 'tab';

export function pageTabOf(params: URLSearchParams): PageTab {
  const value = params.get(TAB_PARAM);
  return PAGE_TABS.find((tab) => tab === value) ?? 'import';
}
