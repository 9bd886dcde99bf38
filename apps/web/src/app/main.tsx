import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { preloadScreens } from './preload-screens';
import { AppProviders } from './providers';
import { AppRoutes, routes } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

preloadScreens(routes, window.location.pathname);

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
