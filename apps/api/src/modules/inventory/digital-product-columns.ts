import type { DigitalProductKind } from '@tvcm/contracts';

/**
 * A digital product's own columns, as every query about one selects them: the buyers' search and
 * lookups by id add its station and area, the station's list its station's code and name.
 */
export const DIGITAL_PRODUCT_OWN_COLUMNS = [
  'digital_products.id',
  'digital_products.kind',
  'digital_products.station_id',
  'digital_products.area_code',
  'digital_products.code',
  'digital_products.title',
  'digital_products.genre',
  'digital_products.episode_from',
  'digital_products.episode_to',
  'digital_products.delivery_start',
  'digital_products.delivery_end',
  'digital_products.ad_lengths',
  'digital_products.unit_price',
  'digital_products.estimated_impressions',
  'digital_products.minimum_units',
  'digital_products.units_on_sale',
  'digital_products.units_held',
  'digital_products.units_sold',
  'digital_products.sales_start',
  'digital_products.sales_end',
  'digital_products.status',
] as const;

export interface DigitalProductOwnRow {
  id: number;
  kind: DigitalProductKind;
  station_id: number;
  area_code: string;
  code: string;
  title: string;
  genre: string | null;
  episode_from: string | null;
  episode_to: string | null;
  delivery_start: string;
  delivery_end: string;
  ad_lengths: string;
  unit_price: number;
  estimated_impressions: number | null;
  minimum_units: number;
  units_on_sale: number;
  units_held: number;
  units_sold: number;
  sales_start: string;
  sales_end: string;
  status: 'ON_SALE' | 'WITHDRAWN';
}
