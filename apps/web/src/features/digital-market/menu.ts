import { appPage, type FeatureMenu } from '../../lib/feature-menu';
import { ONE_DAY_CALENDAR_PATH, STREAMING_SEARCH_PATH } from './paths';

/** The streaming and 1-day searches, beside the TV slot lists (SPEC.md §2). */
export const digitalMarketMenu: FeatureMenu = [
  {
    group: 'slotList',
    order: 30,
    label: 'streamingSlots',
    target: appPage(STREAMING_SEARCH_PATH),
    requires: 'slotsStreaming',
  },
  {
    group: 'slotList',
    order: 40,
    label: 'oneDaySlots',
    target: appPage(ONE_DAY_CALENDAR_PATH),
    requires: 'slotsOneDay',
  },
];
