/** The lazy chunk of the cart pages (see the route table): they share their parts and their text. */
export { CartDetailPage, StreamingCartDetailPage } from './components/cart-detail-page';
export { CartListPage, StreamingCartListPage } from './components/cart-list-page';
