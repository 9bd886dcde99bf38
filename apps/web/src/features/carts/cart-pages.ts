/** The lazy chunk of the cart pages (see the route table): they share their parts and their text. */
export { CartListPage } from './components/cart-list-page';
