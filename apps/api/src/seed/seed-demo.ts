import type { AppDatabase } from '../db/database';
import { seedDemoAdvertisers } from './demo-advertisers';
import { seedDemoDigitalProducts } from './inventory/demo-digital-products';
import { type InventoryOptions, seedDemoInventory } from './inventory/seed-inventory';
import { seedDemoAiredHistory } from './seed-demo-aired-history';
import { seedDemoBudgets } from './seed-demo-budgets';
import { seedDemoData } from './seed-demo-data';
import { seedDemoPlans } from './seed-demo-plans';
import { seedDemoStreamingTrade } from './seed-demo-streaming-trade';
import { seedDemoTargetData } from './seed-demo-target-data';
import { seedDemoTrade } from './seed-demo-trade';

/**
 * Everything `npm start` shows on a fresh database, in the order each part needs the one before:
 * companies and users, the inventory, who the companies buy for, then the trade over them, a plan
 * the target data market, the weeks already aired (sold, with actual ratings) and the stations'
 * budgets, sized from those sales. Every part adds only what is missing, so a later start keeps what users changed.
 */
export async function seedDemo(db: AppDatabase, inventory: Pick<InventoryOptions, 'today' | 'weeks'>): Promise<void> {
  await seedDemoData(db);
  await seedDemoInventory(db, inventory);
  await seedDemoDigitalProducts(db, { today: inventory.today });
  await seedDemoAdvertisers(db);
  await seedDemoTrade(db, { today: inventory.today });
  await seedDemoStreamingTrade(db, { today: inventory.today });
  await seedDemoPlans(db, { today: inventory.today });
  await seedDemoTargetData(db, inventory);
  await seedDemoAiredHistory(db, { today: inventory.today });
  await seedDemoBudgets(db, { today: inventory.today });
}
