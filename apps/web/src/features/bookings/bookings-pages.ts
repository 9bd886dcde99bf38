/** The lazy chunk of the bookings' and receptions' pages (see the route table): they share their parts. */
export { BookingDetailPage } from './components/booking-detail-page';
export { BookingListPage, ReceptionListPage } from './components/booking-list-screen';
export { ReceptionReviewPage } from './components/reception-review-page';
