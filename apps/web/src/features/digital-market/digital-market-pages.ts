/** The lazy chunk of the streaming search and the 1-day calendar: they share their parts. */
export { OneDayCalendarPage } from './components/one-day-calendar-page';
export { StreamingSearchPage } from './components/streaming-search-page';
