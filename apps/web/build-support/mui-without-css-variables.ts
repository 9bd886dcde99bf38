import path from 'node:path';
import type { Plugin } from 'vite';

// MUI's own modules that choose at run time between a theme with CSS variables and one without.
const SUBSTITUTES: Record<string, string> = {
  './createTheme.js': 'createThemeNoVars.js',
  './ThemeProvider.js': 'ThemeProviderNoVars.js',
};
const MUI_STYLES_DIR = `${path.sep}@mui${path.sep}material${path.sep}esm${path.sep}styles${path.sep}`;

/**
 * The app's theme (app/theme.ts) sets neither `cssVariables` nor `colorSchemes`, for which MUI's
 * `createTheme` and `ThemeProvider` always take their plain branch; the other branch (the CSS
 * variables machinery, about 8 kB as sent) is chosen at run time, so no bundler can drop it. This
 * points MUI's styles at the plain implementations themselves.
 */
export function muiWithoutCssVariables(): Plugin {
  return {
    name: 'tvcm-mui-without-css-variables',
    enforce: 'pre',
    resolveId(source, importer) {
      const substitute = SUBSTITUTES[source];
      if (!substitute || !importer?.includes(MUI_STYLES_DIR)) return null;
      return path.join(path.dirname(importer), substitute);
    },
  };
}
