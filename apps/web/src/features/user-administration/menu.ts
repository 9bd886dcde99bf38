import { appPage, type FeatureMenu } from '../../lib/feature-menu';

export const userAdministrationMenu: FeatureMenu = [
  {
    section: 'admin',
    order: 10,
    label: 'users',
    icon: 'group',
    target: appPage('/manage/users'),
    requires: 'userAdministration',
  },
];
