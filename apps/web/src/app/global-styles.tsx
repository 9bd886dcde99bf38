import GlobalStyles from '@mui/material/GlobalStyles';

/**
 * The few baseline rules the app relies on (MUI's CssBaseline sets many more and costs more
 * bytes than the whole of this file): border-box sizing, no default margins, the theme's
 * background, text colour and font, smooth Japanese glyph rendering, and Japanese line breaks
 * between phrases rather than inside words.
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
      })}
    />
  );
}
