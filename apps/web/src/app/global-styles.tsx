import GlobalStyles from '@mui/material/GlobalStyles';

/**
 * The few baseline rules the app relies on (MUI's CssBaseline sets many more and costs more
 * bytes than the whole of this file): border-box sizing, no default margins, the theme's
 * background, text colour and font, smooth Japanese glyph rendering, and Japanese line breaks
 * between phrases rather than inside words. On paper, the page's `data-print` marks decide what
 * shows (PrintPage sets the paper).
 */
export function AppGlobalStyles() {
  return (
    <GlobalStyles
      styles={(theme) => ({
        '*, *::before, *::after': { boxSizing: 'border-box' },
        html: { WebkitFontSmoothing: 'antialiased', MozOsxFontSmoothing: 'grayscale', WebkitTextSizeAdjust: '100%' },
        body: {
          margin: 0,
          // Browsers without phrase-aware breaking (Firefox, Safari today) ignore `auto-phrase` and keep
          // the line-breaking rules of `normal`, which the first declaration sets; `overflow-wrap`
          // still breaks a long address or ID rather than let it push the page sideways.
          wordBreak: 'normal',
          '@supports (word-break: auto-phrase)': { wordBreak: 'auto-phrase' },
          overflowWrap: 'break-word',
          color: theme.palette.text.primary,
          backgroundColor: theme.palette.background.default,
          ...theme.typography.body1,
        },
        'strong, b': { fontWeight: theme.typography.fontWeightBold },
        // What only paper shows (the conditions a page's controls set, say), and what it leaves out.
        '[data-print="only"]': { display: 'none' },
        '@media print': {
          // Type a little smaller, so a wide table of figures fits across the page.
          html: { fontSize: '12px' },
          body: { backgroundColor: theme.palette.common.white },
          '[data-print="hide"]': { display: 'none !important' },
          '[data-print="only"]': { display: 'block' },
          // A table prints whole: no scroll frame cuts it, no row splits across two pages.
          '.MuiTableContainer-root': { overflow: 'visible !important' },
          'tr, dl, [data-print="keep"]': { breakInside: 'avoid' },
        },
      })}
    />
  );
}
