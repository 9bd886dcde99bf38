/** The lazy chunk of the cart pages (see the route table): they share their parts and their text. */
export { CartDetailPage } from './components/cart-detail-page';
export { CartListPage } from './components/cart-list-page';
