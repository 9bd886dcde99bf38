import { appPage, type FeatureMenu } from '../../lib/feature-menu';

/** 枠管理 and its TV slots' import. */
export const stationSlotsMenu: FeatureMenu = [
  { section: 'broadcaster', order: 20, label: 'slotManagement', icon: 'eventNote' },
  {
    group: 'slotManagement',
    order: 10,
    label: 'importTv',
    target: appPage('/station/import_cm'),
    requires: 'import',
  },
];
