import { appPage, type FeatureMenu } from '../../lib/feature-menu';
import { PROGRAM_GUIDE_PATH, slotListPath } from '../../lib/inventory-links';

/** TOP, the program guide and the TV slot lists: the pages app composes itself (this folder). */
export const appMenu: FeatureMenu = [
  { section: 'agency', order: 10, label: 'top', icon: 'home', target: appPage('/top'), requires: 'anyUser' },
  {
    section: 'agency',
    order: 30,
    label: 'timetable',
    icon: 'liveTv',
    target: appPage(PROGRAM_GUIDE_PATH),
    requires: 'timetable',
  },
  { section: 'agency', order: 40, label: 'slotList', icon: 'viewList' },
  { group: 'slotList', order: 10, label: 'normalSlots', target: appPage(slotListPath(1)), requires: 'slots' },
  {
    group: 'slotList',
    order: 20,
    label: 'lastMinuteSlots',
    target: appPage(slotListPath(2)),
    requires: 'slots',
  },
];
