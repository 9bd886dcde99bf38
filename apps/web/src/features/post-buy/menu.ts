import { appPage, type FeatureMenu } from '../../lib/feature-menu';
import { POST_BUY_PATHS } from './paths';

/** 全枠分析 for a buyer, and the broadcaster's 全枠分析 group with its analysis (the upload joins it). */
export const postBuyMenu: FeatureMenu = [
  {
    section: 'agency',
    order: 110,
    id: 'agencyAnalysis',
    label: 'allSlotAnalysis',
    icon: 'insights',
    target: appPage(POST_BUY_PATHS.agency),
    requires: 'cmAnalysis',
  },
  { section: 'broadcaster', order: 40, id: 'stationAnalysis', label: 'allSlotAnalysis', icon: 'insights' },
  {
    group: 'stationAnalysis',
    order: 10,
    id: 'analysis',
    label: 'allSlotAnalysis',
    target: appPage(POST_BUY_PATHS.station),
    requires: 'stationAnalysis',
  },
];
