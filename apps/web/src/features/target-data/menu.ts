import { appPage, dataSalesPage, type FeatureMenu } from '../../lib/feature-menu';
import { TARGET_DATA_PATHS } from './paths';

/** ターゲットから探す, and the buyer's ターゲットデータ pages of the data-sales site (data purchase top, procedure, history). */
export const targetDataMenu: FeatureMenu = [
  {
    section: 'agency',
    order: 60,
    label: 'targetSearch',
    icon: 'personSearch',
    target: appPage(TARGET_DATA_PATHS.targetSearch),
    requires: 'targetSearch',
  },
  { section: 'agency', order: 70, label: 'targetData', icon: 'storage' },
  {
    group: 'targetData',
    order: 10,
    label: 'targetDataTop',
    target: dataSalesPage('/purchase'),
    requires: 'targetDataTop',
  },
  {
    group: 'targetData',
    order: 20,
    label: 'targetDataProcedure',
    target: dataSalesPage('/purchase/procedure'),
    requires: 'targetDataProcedure',
  },
  {
    group: 'targetData',
    order: 30,
    label: 'targetDataHistory',
    target: dataSalesPage('/purchase/histories'),
    requires: 'targetDataHistory',
  },
];
