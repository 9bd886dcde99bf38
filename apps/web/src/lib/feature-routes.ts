import type { AccessRuleName } from '@tvcm/contracts';
import type { LazyScreen } from './lazy-screen';

/** The frames the app puts its pages in (see FeatureRoute). */
export type RouteLayout = 'shell' | 'public' | 'minimal';

/**
 * One address of the app and the screen it shows, in one of the app's three frames (`layout`):
 * - `shell` (unless said otherwise): behind the login, inside the top bar and side menu;
 *   `requires` names the access rule (`ACCESS_RULES` in the contracts) the API checks for the
 *   page's calls, so that the address typed without the licence shows CEA-LIC03001 inside the
 *   shell; without it, any logged-in user may open the page;
 * - `public`: before login, with a client-credential token and the public pages' header;
 * - `minimal`: the screen alone (the login and logout pages, the legal pages, the "complete" views).
 * A shell page marked `beforeTerms` (help and the guides) is open to a user who has not accepted
 * the terms of service yet; the terms gate sends them from any other page to the profile page.
 */
export type FeatureRoute =
  | { path: string; layout?: 'shell'; requires?: AccessRuleName; beforeTerms?: true; screen: LazyScreen<object> }
  | { path: string; layout: 'public' | 'minimal'; requires?: never; beforeTerms?: never; screen: LazyScreen<object> };

/**
 * What a feature's `routes.ts` exports for the router (app/router.tsx) to compose. It sits in every
 * page's first load, so it loads each screen with `lazyScreen(() => import(…))` and imports nothing
 * else but lib and the contracts. Routes that show the same screen share one `lazyScreen`, so that
 * moving between them keeps it mounted; screens that share their parts share one `import()`.
 */
export type FeatureRoutes = readonly FeatureRoute[];
