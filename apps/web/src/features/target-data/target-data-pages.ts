/** The lazy chunk of the buyer's data-sales pages (see the route table): they share their parts and text. */
export { CataloguePage } from './components/catalogue-page';
export { HistoryPage } from './components/history-page';
export { ProcedurePage } from './components/procedure-page';
