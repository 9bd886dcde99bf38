import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { requestSessionEarly } from '../features/auth/api/early-session';
import { preloadScreens } from './preload-screens';
import { AppProviders } from './providers';
import { AppRoutes, isBehindLogin, routes } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const { pathname } = window.location;
if (isBehindLogin(pathname)) requestSessionEarly();
preloadScreens(routes, pathname);

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
