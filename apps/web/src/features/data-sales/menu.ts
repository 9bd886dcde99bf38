import { dataSalesPage, type FeatureMenu } from '../../lib/feature-menu';

/** The data company's section: ターゲットデータ販売審査, 販売実績一覧 and 販売管理 on the data-sales site. */
export const dataSalesMenu: FeatureMenu = [
  {
    section: 'dataCompany',
    order: 10,
    label: 'dataExamination',
    icon: 'factCheck',
    target: dataSalesPage('/sales/examinations'),
    requires: 'dataSalesExamination',
  },
  {
    section: 'dataCompany',
    order: 20,
    label: 'dataActuals',
    icon: 'viewList',
    target: dataSalesPage('/sales/actuals'),
    requires: 'dataSalesActual',
  },
  {
    section: 'dataCompany',
    order: 30,
    label: 'dataManagement',
    icon: 'barChart',
    target: dataSalesPage('/sales/management'),
    requires: 'dataSalesManage',
  },
];
