import type { FeatureRoutes } from '../../lib/feature-routes';
import { lazyScreen } from '../../lib/lazy-screen';

// All the public pages come as one lazy chunk: they share their forms' code (zod, react-hook-form),
// and each further lazy module splits the shared chunks of every other page's first load again.
const loadPublicPages = () => import('./public-pages');

/** The frame of the public pages (their header), which the router puts around the `public` routes. */
export const PublicLayout = lazyScreen(loadPublicPages, (module) => module.PublicLayout);

/**
 * The pre-login pages of SPEC.md §2, with a client-credential token for their API calls, and the
 * separate minimal view for every address below the two "complete" paths, which calls no API.
 */
export const publicRoutes: FeatureRoutes = [
  { path: '/public/pages/entry', layout: 'public', screen: lazyScreen(loadPublicPages, (module) => module.EntryPage) },
  {
    path: '/public/pages/entry/terminate',
    layout: 'public',
    screen: lazyScreen(loadPublicPages, (module) => module.EntryTerminatePage),
  },
  {
    path: '/public/pages/password_reset',
    layout: 'public',
    screen: lazyScreen(loadPublicPages, (module) => module.PasswordResetPage),
  },
  {
    path: '/public/pages/entry/complete/*',
    layout: 'minimal',
    screen: lazyScreen(loadPublicPages, (module) => module.EntryCompletePage),
  },
  {
    path: '/public/pages/password_reset/complete/*',
    layout: 'minimal',
    screen: lazyScreen(loadPublicPages, (module) => module.PasswordResetCompletePage),
  },
];
