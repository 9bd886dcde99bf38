/**
 * A figure (an amount with its unit, a count, a rating, a date, a number) stays on one line: a
 * narrow box may wrap the text around it, never inside it ('1,840,/000円'). The one style every
 * figure shown outside a table's right-aligned cells uses; those cells get it from the theme.
 */
export const FIGURE_SX = { whiteSpace: 'nowrap' } as const;
