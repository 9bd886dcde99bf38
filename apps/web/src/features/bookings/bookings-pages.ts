/** The lazy chunk of the bookings' and receptions' pages (see the route table): they share their parts. */
export { BookingDetailPage, StreamingBookingDetailPage } from './components/booking-detail-page';
export {
  BookingListPage,
  ReceptionListPage,
  StreamingBookingListPage,
  StreamingReceptionListPage,
} from './components/booking-list-screen';
export { ReceptionReviewPage, StreamingReceptionReviewPage } from './components/reception-review-page';
