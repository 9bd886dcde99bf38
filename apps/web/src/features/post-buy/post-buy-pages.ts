// The station's and the buyer's 全枠分析 share their parts and text: one chunk (routes.ts).
export { AgencyAnalysisPage } from './components/agency-analysis-page';
export { StationAnalysisPage } from './components/station-analysis-page';
