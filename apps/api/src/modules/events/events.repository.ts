import type { AppDatabase } from '../../db/database';
import type { Clock } from '../../lib/clock';

export function createEventsRepository(db: AppDatabase, clock: Clock) {
  return {
    async insert(event: { channel: string; type: string; userId: number | null; payload: string; ipAddress: string | null }) {
      await db
        .insertInto('client_events')
        .values({
          channel: event.channel,
          type: event.type,
          user_id: event.userId,
          payload: event.payload,
          ip_address: event.ipAddress,
          created_at: new Date(clock()).toISOString(),
        })
        .execute();
    },
  };
}

export type EventsRepository = ReturnType<typeof createEventsRepository>;
