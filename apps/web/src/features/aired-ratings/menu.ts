import { appPage, type FeatureMenu } from '../../lib/feature-menu';

/** 全枠分析データ取込, in the 全枠分析 group the station analysis declares. */
export const airedRatingsMenu: FeatureMenu = [
  {
    group: 'stationAnalysis',
    order: 20,
    label: 'analysisUpload',
    target: appPage('/station/import_cm_analyze_all'),
    requires: 'stationAnalysisUpload',
  },
];
