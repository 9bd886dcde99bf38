/**
 * The buyer's data-sales pages at their same-origin address (the data-sales site's default base,
 * /data_sales) and the target search. The menu links the data-sales ones through the configured
 * site base; these are the routes this app answers.
 */
export const TARGET_DATA_PATHS = {
  catalogue: '/data_sales/purchase',
  procedure: '/data_sales/purchase/procedure',
  history: '/data_sales/purchase/histories',
  targetSearch: '/agency/target_search',
} as const;

export const procedurePath = (segmentId: number) => `${TARGET_DATA_PATHS.procedure}?segment=${segmentId}`;
