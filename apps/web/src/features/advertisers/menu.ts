import { appPage, type FeatureMenu } from '../../lib/feature-menu';

export const advertisersMenu: FeatureMenu = [
  {
    section: 'agency',
    order: 100,
    label: 'advertiserSettings',
    icon: 'business',
    target: appPage('/agency/sponsor'),
    requires: 'advertiserSettings',
  },
];
