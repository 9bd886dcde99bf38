import { ThemeProvider } from '@mui/material/styles';
import { lazy, type ReactNode, Suspense } from 'react';
import { AppGlobalStyles } from './global-styles';
import { theme } from './theme';

// No page needs toasts to render, so their code (and MUI's Alert) stays out of every first load.
const ToastRegion = lazy(() => import('./toast-region').then((module) => ({ default: module.ToastRegion })));

/** What every page needs. The query cache is provided by the logged-in layout (AppQueryProvider). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <AppGlobalStyles />
      {children}
      <Suspense fallback={null}>
        <ToastRegion />
      </Suspense>
    </ThemeProvider>
  );
}
