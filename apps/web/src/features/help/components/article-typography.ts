import type { SxProps, Theme } from '@mui/material/styles';

/** Room above an anchored heading, so a jump to it does not tuck it under the window's edge. */
const ANCHOR_MARGIN = '16px';

/**
 * Long Japanese text set for reading: a measure of about 48 characters' width, a generous line
 * height, headings that stand apart, and tables with ruled cells. Breaks between phrases where
 * the browser can (`auto-phrase`); elsewhere Japanese breaks between any two characters as usual.
 */
export const articleTypographySx: SxProps<Theme> = {
  maxWidth: '48em',
  typography: 'body1',
  lineHeight: 1.9,
  wordBreak: 'auto-phrase',
  overflowWrap: 'anywhere',
  '& h2': {
    typography: 'h6',
    fontSize: '1.3rem',
    fontWeight: 700,
    lineHeight: 1.5,
    mt: 5,
    mb: 2,
    pb: 0.75,
    borderBottom: 2,
    borderColor: 'divider',
    scrollMarginTop: ANCHOR_MARGIN,
  },
  '& h3': { fontSize: '1.1rem', fontWeight: 700, lineHeight: 1.5, mt: 3.5, mb: 1.5, scrollMarginTop: ANCHOR_MARGIN },
  '& h4': { fontSize: '1rem', fontWeight: 700, mt: 3, mb: 1 },
  '& p': { my: 1.5 },
  '& ul, & ol': { pl: 3.5, my: 1.5 },
  '& li': { my: 0.75 },
  '& li > p': { my: 0.5 },
  '& a': { color: 'primary.main', textUnderlineOffset: '0.2em' },
  '& a:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
  '& strong': { fontWeight: 700 },
  '& code': { fontFamily: 'monospace', fontSize: '0.9em', bgcolor: 'grey.100', px: 0.5, borderRadius: 0.5 },
  '& pre': { bgcolor: 'grey.100', p: 2, borderRadius: 1, overflowX: 'auto' },
  '& blockquote': { borderLeft: 4, borderColor: 'primary.light', bgcolor: 'grey.100', px: 2, py: 0.5, mx: 0, my: 2 },
  '& table': { borderCollapse: 'collapse', width: '100%', fontSize: '0.9375rem', lineHeight: 1.7 },
  '& th, & td': { border: 1, borderColor: 'divider', px: 1.5, py: 1, verticalAlign: 'top', textAlign: 'left' },
  '& th': { bgcolor: 'grey.100', fontWeight: 700, whiteSpace: 'nowrap' },
};
