import type { FeatureRoutes } from '../../lib/feature-routes';
import { lazyScreen } from '../../lib/lazy-screen';

// The cart list and a cart's page share their parts and text: one chunk.
const loadCartPages = () => import('./cart-pages');

export const cartsRoutes: FeatureRoutes = [
  {
    path: '/agency/cart/list',

    requires: 'cart',
    screen: lazyScreen(loadCartPages, (module) => module.CartListPage),
  },
  {
    path: '/agency/cart/:cartId',

    requires: 'cart',
    screen: lazyScreen(loadCartPages, (module) => module.CartDetailPage),
  },
  {
    path: '/agency/cu/cart/list',

    requires: 'cartStreaming',
    screen: lazyScreen(loadCartPages, (module) => module.StreamingCartListPage),
  },
  {
    path: '/agency/cu/cart/:cartId',

    requires: 'cartStreaming',
    screen: lazyScreen(loadCartPages, (module) => module.StreamingCartDetailPage),
  },
];
