import { StrictMode, startTransition } from 'react';
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
let firstLoad: Promise<void> | undefined;
/** The first address's downloads, started once (a development build mounts the gate twice). */
const startFirstLoad = () => {
  firstLoad ??= (() => {
    startEarlyRequests(pathname);
    // In a task of its own: together they would keep the page from answering input for longer.
    return new Promise<void>((resolve) => setTimeout(resolve)).then(() => preloadScreens(routes, pathname));
  })();
  return firstLoad;
};

const root = createRoot(container);
// As a transition, React renders the app's first tree in slices rather than in one long task.
startTransition(() =>
  root.render(
    <StrictMode>
      <AppProviders>
        <BrowserRouter>
          <FirstScreensGate load={startFirstLoad}>
            <AppRoutes />
          </FirstScreensGate>
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  ),
);
