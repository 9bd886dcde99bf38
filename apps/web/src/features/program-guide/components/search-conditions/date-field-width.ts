/** One width for the date field and its stand-in, so the swap moves nothing on the page. */
export const DATE_FIELD_WIDTH = 170;
