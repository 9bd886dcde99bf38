import type { ModulePlatform } from './module-platform';
import { createBookingsRepository } from './modules/bookings/bookings.repository';
import { createBookingsService } from './modules/bookings/bookings.service';
import { createCartsRepository } from './modules/carts/carts.repository';
import { createCartsService } from './modules/carts/carts.service';
import { createInventoryService } from './modules/inventory';
import { createOauthRepository } from './modules/oauth/oauth.repository';
import { createOauthService } from './modules/oauth/oauth.service';
import { createPasswordResetsRepository } from './modules/password-resets/password-resets.repository';
import { createPasswordResetsService } from './modules/password-resets/password-resets.service';
import { createPointLedger } from './modules/points/point-ledger';
import { createLoginThrottle } from './modules/sessions/login-throttle';
import { createLoginThrottleRepository } from './modules/sessions/login-throttle.repository';
import { createSessionsRepository } from './modules/sessions/sessions.repository';
import { createSessionsService } from './modules/sessions/sessions.service';
import { createSegmentRatingsService } from './modules/target-data/segment-ratings';
import { createUserAdminEventsRepository } from './modules/user-administration/user-admin-events.repository';
import { createUsersRepository } from './modules/users/users.repository';
import { createUsersService } from './modules/users/users.service';

/**
 * The services that the app's plugins or more than one module use, built once. Each module that
 * uses one names it in its `ApiModule<Needs>` with an interface of its own, so modules never import
 * each other; this file and app.ts are the only places that see them all.
 */
export function createSharedServices({ config, db, unitOfWork, mailer, tasks, clock }: ModulePlatform) {
  const loginThrottle = createLoginThrottle(createLoginThrottleRepository(db), config.loginLimits, clock);
  // The trading core: inventory is every trading module's; an application takes its cart's lines
  // from carts, and the station's slots ask bookings which slots open applications name.
  const inventory = createInventoryService(db, clock);
  const carts = createCartsService(createCartsRepository(db), inventory, unitOfWork, clock);
  const streamingCarts = createCartsService(createCartsRepository(db, 'CU'), inventory, unitOfWork, clock, 'CU');
  const bookings = createBookingsService(createBookingsRepository(db), inventory, carts, unitOfWork, mailer, {
    publicUrl: config.publicUrl,
    now: clock,
  });
  const streamingBookings = createBookingsService(
    createBookingsRepository(db, 'CU'),
    inventory,
    streamingCarts,
    unitOfWork,
    mailer,
    { publicUrl: config.publicUrl, now: clock, pages: { buyer: '/agency/cu/bookings', station: '/station/cu/receptions' } },
  );
  return {
    inventory,
    /** Target data's licensed segments and their ratings: for target search, the program guide and plans. */
    segmentRatings: createSegmentRatingsService(db, clock),
    /** The point ledger, for modules whose trades are paid in points (target data). */
    pointLedger: createPointLedger(db),
    carts,
    streamingCarts,
    bookings,
    streamingBookings,
    loginThrottle,
    sessions: createSessionsService(createSessionsRepository(db), unitOfWork, loginThrottle, config.session, clock),
    users: createUsersService(createUsersRepository(db, clock)),
    userHistory: createUserAdminEventsRepository(db),
    oauth: createOauthService(createOauthRepository(db), { tokenTtlMs: config.oauth.tokenTtlMs }, clock),
    passwordResets: createPasswordResetsService(
      createPasswordResetsRepository(db),
      unitOfWork,
      mailer,
      tasks,
      { publicUrl: config.publicUrl, linkTtlMs: config.mailLinks.passwordResetTtlMs },
      clock,
    ),
  };
}

export type SharedServices = ReturnType<typeof createSharedServices>;
