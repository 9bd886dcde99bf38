import type { FeatureRoutes } from '../../lib/feature-routes';
import { lazyScreen } from '../../lib/lazy-screen';

// The help pages and the guides share their Markdown rendering: one chunk, one screen for all four.
const helpPage = lazyScreen(
  () => import('./components/help-page'),
  (module) => module.HelpPage,
);
const legalPage = lazyScreen(
  () => import('./components/legal-page'),
  (module) => module.LegalPage,
);

/**
 * Help and the menu's three guides at the spec's addresses (SPEC.md §2), inside the shell, open
 * also to a user who has not accepted the terms yet (they call no API); the terms of service and
 * the privacy policy, readable by anyone, before login too.
 */
export const helpRoutes: FeatureRoutes = [
  { path: '/help', beforeTerms: true, screen: helpPage },
  { path: '/wp/guide', beforeTerms: true, screen: helpPage },
  { path: '/wp/data_user_guide', beforeTerms: true, screen: helpPage },
  { path: '/config/purchase_booking_guide', beforeTerms: true, screen: helpPage },
  { path: '/terms', layout: 'minimal', screen: legalPage },
  { path: '/privacy', layout: 'minimal', screen: legalPage },
];
