import type { Kysely } from 'kysely';

/**
 * The streaming search at 100,000 products (decision 019, "Search at scale"). The search sorts and
 * counts the products of one kind, status and area (or station); with only `(kind, area_code,
 * delivery_start, unit_price)` each of them was read from the table to test its status, counters,
 * genre and sales period: 20,000 row visits for a broad search of 関東, twice (the page and its
 * count). Two indexes hold every column the search filters and sorts on, one led by the area and
 * one by the station, so the page's ids and the count are read from an index alone; only the 50
 * rows of the page are then read in full. The area one replaces the old search index, which it
 * serves as well (the 1-day calendar filters on the same columns). The targets' index gains the
 * product, so the products offering a target are one index range.
 */
const SEARCHED = [
  'unit_price',
  'units_on_sale',
  'units_held',
  'units_sold',
  'sales_start',
  'sales_end',
  'delivery_start',
  'delivery_end',
  'genre',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('digital_products_area_search_idx')
    .on('digital_products')
    .columns(['kind', 'status', 'area_code', ...SEARCHED, 'station_id', 'id'])
    .execute();
  await db.schema
    .createIndex('digital_products_station_search_idx')
    .on('digital_products')
    .columns(['station_id', 'kind', 'status', ...SEARCHED, 'area_code', 'id'])
    .execute();
  await db.schema.dropIndex('digital_products_search_idx').execute();
  await db.schema
    .createIndex('digital_product_targets_target_product_idx')
    .on('digital_product_targets')
    .columns(['target', 'product_id'])
    .execute();
  await db.schema.dropIndex('digital_product_targets_target_idx').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('digital_product_targets_target_idx').on('digital_product_targets').columns(['target']).execute();
  await db.schema.dropIndex('digital_product_targets_target_product_idx').execute();
  await db.schema
    .createIndex('digital_products_search_idx')
    .on('digital_products')
    .columns(['kind', 'area_code', 'delivery_start', 'unit_price'])
    .execute();
  await db.schema.dropIndex('digital_products_station_search_idx').execute();
  await db.schema.dropIndex('digital_products_area_search_idx').execute();
}
