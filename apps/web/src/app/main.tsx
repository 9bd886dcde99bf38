import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { startEarlyRequests } from './early-requests';
import { FirstScreensGate } from './first-screens-gate';
import { preloadScreens } from './preload-screens';
import { AppProviders } from './providers';
import { AppRoutes, routes } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const { pathname } = window.location;
startEarlyRequests(pathname);
const firstScreensLoaded = preloadScreens(routes, pathname);

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <BrowserRouter>
        <FirstScreensGate loaded={firstScreensLoaded}>
          <AppRoutes />
        </FirstScreensGate>
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
