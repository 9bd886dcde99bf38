import { appPage, type FeatureMenu } from '../../lib/feature-menu';
import { PLAN_PATHS } from './paths';

/** 放送条件から探す: the plans, a new plan and TV × digital. */
export const planningsMenu: FeatureMenu = [
  { section: 'agency', order: 50, label: 'airingConditions', icon: 'tune', tooltip: 'airingConditions' },
  { group: 'airingConditions', order: 10, label: 'planList', target: appPage(PLAN_PATHS.list), requires: 'planning' },
  { group: 'airingConditions', order: 20, label: 'planCreate', target: appPage(PLAN_PATHS.edit), requires: 'planning' },
  {
    group: 'airingConditions',
    order: 30,
    label: 'digitalPlanning',
    target: appPage(PLAN_PATHS.digitalSplit),
    requires: 'digitalPlanning',
  },
];
