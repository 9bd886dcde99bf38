/** The lazy chunk of the plan list and the plan page (see the route table): they share their parts. */
export { PlanEditPage } from './components/plan-edit-page';
export { PlanListPage } from './components/plan-list-page';
