/** The lazy chunk of the inventory pages (see the route table). */
export { PositionsPage } from './positions-page';
export { ProgramGuidePage } from './program-guide-page';
