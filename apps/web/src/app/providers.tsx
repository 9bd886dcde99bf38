import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n';
import { AppGlobalStyles } from './global-styles';
import { theme } from './theme';

/** What every page needs. The query cache is provided by the logged-in layout (AppQueryProvider). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <AppGlobalStyles />
        {children}
      </ThemeProvider>
    </I18nextProvider>
  );
}
