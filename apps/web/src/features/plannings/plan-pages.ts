/**
 * The lazy chunk of the plan pages (see the route table): the plan list, the plan page and TV ×
 * digital share their parts and text, so one chunk serves the three; the chart loads on its own.
 */
export { DigitalSplitPage } from './components/digital-split-page';
export { PlanEditPage } from './components/plan-edit-page';
export { PlanListPage } from './components/plan-list-page';
