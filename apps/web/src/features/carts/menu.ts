import { appPage, type FeatureMenu } from '../../lib/feature-menu';

/** Where the menu's TV cart entry leads, and the program guide's cart summary with it. */
export const TV_CART_LIST_TARGET = appPage('/agency/cart/list?sort=created_at&order=desc');

/** カート一覧 and its TV and streaming carts, each with the badge of the carts not bought and received (SPEC.md §4). */
export const cartsMenu: FeatureMenu = [
  { section: 'agency', order: 80, label: 'cartList', icon: 'shoppingCart' },
  {
    group: 'cartList',
    order: 10,
    label: 'tvCart',
    target: TV_CART_LIST_TARGET,
    requires: 'cart',
    badge: { kind: 'cart', unpurchased: 'existsUnpurchasedCart', received: 'receivedCart' },
  },
  {
    group: 'cartList',
    order: 20,
    label: 'streamingCart',
    target: appPage('/agency/cu/cart/list?sort=created_at&order=desc'),
    requires: 'cartStreaming',
    badge: { kind: 'cart', unpurchased: 'existsUnpurchasedCartCU', received: 'receivedCartCU' },
  },
];
