import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import * as foundation from './migrations/20261121T0000-foundation';
import * as shellNotificationsPoints from './migrations/20261122T0000-shell-notifications-points';
import * as clientsTokensEvents from './migrations/20261122T0100-clients-tokens-events';
import * as mailRegistrationsPasswordResets from './migrations/20261123T0000-mail-registrations-password-resets';
import * as loginThrottles from './migrations/20261124T0000-login-throttles';
import * as mailQueue from './migrations/20261124T0100-mail-queue';
import * as programGuide from './migrations/20261125T0000-program-guide';
import * as buyingLoop from './migrations/20261126T0000-buying-loop';
import * as stationInventory from './migrations/20261127T0000-station-inventory';
import * as companyRegisteredUserType from './migrations/20261127T0140-company-registered-user-type';
import * as pointsLedgerUserAdministration from './migrations/20261128T0000-points-ledger-user-administration';
import * as loginKnownClients from './migrations/20261129T0000-login-known-clients';
import * as partnershipRequests from './migrations/20261129T0100-partnership-requests';
import * as invitationPlaceholders from './migrations/20261129T0200-invitation-placeholders';
import * as inventoryVersions from './migrations/20261130T0000-inventory-versions';
import * as currentCarts from './migrations/20261201T0000-current-carts';
import * as bookingLists from './migrations/20261201T0300-booking-lists';
import * as digitalProducts from './migrations/20261202T0000-digital-products';
import * as digitalProductSearchIndexes from './migrations/20261202T0100-digital-product-search-indexes';
import * as importProductKinds from './migrations/20261203T0000-import-product-kinds';
import * as streamingMaterialLengths from './migrations/20261204T0000-streaming-material-lengths';
import * as plans from './migrations/20261205T0000-plans';
import * as targetData from './migrations/20261206T0000-target-data';
import * as salesAndAiredRatings from './migrations/20261207T0000-sales-and-aired-ratings';

/**
 * Migrations are listed here rather than read from disk, so the bundled server carries them
 * and both engines run exactly the same set. Names sort in the order they must run.
 */
const migrations: Record<string, Migration> = {
  '20261121T0000-foundation': foundation,
  '20261122T0000-shell-notifications-points': shellNotificationsPoints,
  '20261122T0100-clients-tokens-events': clientsTokensEvents,
  '20261123T0000-mail-registrations-password-resets': mailRegistrationsPasswordResets,
  '20261124T0000-login-throttles': loginThrottles,
  '20261124T0100-mail-queue': mailQueue,
  '20261125T0000-program-guide': programGuide,
  '20261126T0000-buying-loop': buyingLoop,
  '20261127T0000-station-inventory': stationInventory,
  '20261127T0140-company-registered-user-type': companyRegisteredUserType,
  '20261128T0000-points-ledger-user-administration': pointsLedgerUserAdministration,
  '20261129T0000-login-known-clients': loginKnownClients,
  '20261129T0100-partnership-requests': partnershipRequests,
  '20261129T0200-invitation-placeholders': invitationPlaceholders,
  '20261130T0000-inventory-versions': inventoryVersions,
  '20261201T0000-current-carts': currentCarts,
  '20261201T0300-booking-lists': bookingLists,
  '20261202T0000-digital-products': digitalProducts,
  '20261202T0100-digital-product-search-indexes': digitalProductSearchIndexes,
  '20261203T0000-import-product-kinds': importProductKinds,
  '20261204T0000-streaming-material-lengths': streamingMaterialLengths,
  '20261205T0000-plans': plans,
  '20261206T0000-target-data': targetData,
  '20261207T0000-sales-and-aired-ratings': salesAndAiredRatings,
};

const staticProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};

// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema
export async function migrateToLatest(db: Kysely<any>, schema?: string): Promise<void> {
  // Kysely looks for its bookkeeping tables by name in every schema; naming ours keeps
  // databases that hold several schemas (tests, side-by-side deployments) apart.
  const migrator = new Migrator({ db, provider: staticProvider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
