import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { preloadPageStateForFirstLogin, startEarlyRequests } from './early-requests';
import { FirstScreensGate } from './first-screens-gate';
import { preloadScreens } from './preload-screens';
import { AppProviders } from './providers';
import { AppRoutes, isBehindLogin, routes } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const { pathname } = window.location;
const behindLogin = isBehindLogin(pathname);
let firstLoad: Promise<void> | undefined;
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));
/**
 * The first address's downloads, started once (a development build mounts the gate twice), each
 * in a task of its own: together they would keep the page from answering input for longer.
 */
const startFirstLoad = () => {
  firstLoad ??= (async () => {
    if (behindLogin) startEarlyRequests(window.location);
    await nextTask();
    const screensLoaded = preloadScreens(routes, pathname);
    await nextTask();
    if (behindLogin) preloadPageStateForFirstLogin();
    await screensLoaded;
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
