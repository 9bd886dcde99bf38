/**
 * For a table of many columns beside the side menu: narrower gaps between the columns and the
 * usual margin at its edges, so it fits the page before it has to scroll sideways.
 */
export const COMPACT_COLUMNS_SX = {
  '& th, & td': { px: 1 },
  '& th:first-of-type, & td:first-of-type': { pl: 2 },
  '& th:last-of-type, & td:last-of-type': { pr: 2 },
} as const;
