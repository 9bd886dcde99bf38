import GlobalStyles from '@mui/material/GlobalStyles';

/**
 * The few baseline rules the app relies on (MUI's CssBaseline sets many more and costs more
 * bytes than the whole of this file): border-box sizing, no default margins, the theme's
 * background, text colour and font, and smooth Japanese glyph rendering.
 */
export function AppGlobalStyles() {
  return (
    <GlobalStyles
      styles={(theme) => ({
        '*, *::before, *::after': { boxSizing: 'border-box' },
        html: { WebkitFontSmoothing: 'antialiased', MozOsxFontSmoothing: 'grayscale', WebkitTextSizeAdjust: '100%' },
        body: {
          margin: 0,
          color: theme.palette.text.primary,
          backgroundColor: theme.palette.background.default,
          ...theme.typography.body1,
        },
        'strong, b': { fontWeight: theme.typography.fontWeightBold },
      })}
    />
  );
}
