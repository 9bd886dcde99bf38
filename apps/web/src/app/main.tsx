import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { startEarlyRequests } from './early-requests';
import { preloadScreens } from './preload-screens';
import { AppProviders } from './providers';
import { AppRoutes, routes } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const { pathname } = window.location;
startEarlyRequests(pathname);
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
