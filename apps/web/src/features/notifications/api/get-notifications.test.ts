import { NOTIFICATION_POLLING_MS } from '@tvcm/contracts';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/mock-api';
import { buildNotifications } from '../../../test/shell-fixtures';
import { getNotifications, notificationsQueryOptions } from './get-notifications';

describe('notifications', () => {
  it('polls at the interval of the spec', () => {
    expect(notificationsQueryOptions()).toMatchObject({ queryKey: ['notifications'], refetchInterval: NOTIFICATION_POLLING_MS });
  });

  it('reads the eight flags', async () => {
    const flags = buildNotifications({ receivedCart: true });
    mockApi({ 'GET /api/notifications': () => jsonResponse(200, flags) });

    await expect(getNotifications()).resolves.toEqual(flags);
  });
});
