import type { AppOptions } from '../app';
import type { Config } from '../config';
import { type InventoryOptions, seedDemoInventory } from '../seed/inventory/seed-inventory';
import { seedDemoData } from '../seed/seed-demo-data';
import { startTestApp, type TestApp } from './test-app';

/** Tests log in as several demo users from one address; the limits themselves are tested elsewhere. */
export const GENEROUS_LOGIN_LIMITS: Config['loginLimits'] = {
  perAccountAndAddress: 1_000,
  perAddress: 1_000,
  windowMs: 60_000,
  accountBackoffAfter: 1_000,
  accountBackoffMaxMs: 1_000,
};

/** The app on the demo companies and users, with the demo inventory the test asks for. */
export async function startDemoTestApp(inventory: InventoryOptions, options: AppOptions = {}): Promise<TestApp> {
  const testApp = await startTestApp({ loginLimits: GENEROUS_LOGIN_LIMITS }, options);
  await seedDemoData(testApp.db);
  await seedDemoInventory(testApp.db, inventory);
  return testApp;
}
