import { appPage, type FeatureMenu } from '../../lib/feature-menu';

/** 枠管理's streaming and 1-day products, after the TV slots. */
export const stationDigitalMenu: FeatureMenu = [
  {
    group: 'slotManagement',
    order: 20,
    label: 'importStreaming',
    target: appPage('/station/import_cu'),
    requires: 'importStreaming',
  },
  {
    group: 'slotManagement',
    order: 30,
    label: 'importOneDay',
    target: appPage('/station/import_oneday'),
    requires: 'importOneDay',
  },
];
