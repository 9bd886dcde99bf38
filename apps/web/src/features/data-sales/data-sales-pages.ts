// The data company's pages, loaded as one chunk (routes.ts).
export { ExaminationsPage } from './components/examinations-page';
export { SalesActualsPage } from './components/sales-actuals-page';
export { SegmentManagementPage } from './components/segment-management-page';
