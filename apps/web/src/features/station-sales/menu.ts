import { appPage, type FeatureMenu } from '../../lib/feature-menu';

/** 販売管理: the station company's sales against its inventory and its budgets. */
export const stationSalesMenu: FeatureMenu = [
  {
    section: 'broadcaster',
    order: 30,
    label: 'salesManagement',
    icon: 'barChart',
    target: appPage('/station/sales_summary'),
    requires: 'salesManagement',
  },
];
