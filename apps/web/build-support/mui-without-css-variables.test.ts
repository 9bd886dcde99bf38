import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { muiWithoutCssVariables } from './mui-without-css-variables';

const resolve = muiWithoutCssVariables().resolveId as (source: string, importer?: string) => string | null;
const stylesDir = path.join('/app/node_modules/@mui/material/esm/styles');

describe('MUI without the CSS variables branch', () => {
  it("points MUI's styles at the plain theme and provider", () => {
    expect(resolve('./createTheme.js', path.join(stylesDir, 'index.js'))).toBe(path.join(stylesDir, 'createThemeNoVars.js'));
    expect(resolve('./ThemeProvider.js', path.join(stylesDir, 'index.js'))).toBe(path.join(stylesDir, 'ThemeProviderNoVars.js'));
  });

  it('leaves every other import alone', () => {
    expect(resolve('./createTheme.js', '/app/src/theme/index.js')).toBeNull();
    expect(resolve('./createPalette.js', path.join(stylesDir, 'createTheme.js'))).toBeNull();
    expect(resolve('./createTheme.js')).toBeNull();
  });
});
