import { screen, within } from '@testing-library/react';
import { NOTIFICATION_POLLING_MS } from '@tvcm/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useServerReachability } from '../../lib/server-reachability';
import { useToastStore } from '../../lib/toasts';
import { shellRoutes } from '../../test/feature-routes';
import { mockApi } from '../../test/mock-api';
import { renderRoutes } from '../../test/render-routes';
import { buildLicence, buildNotifications, signedInApi } from '../../test/shell-fixtures';

afterEach(() => useServerReachability.setState({ reachable: true }));

const OUT_OF_DATE = '（更新できませんでした）';

describe('the shell when the server goes away', () => {
  it('says so at the first failed poll, and marks the badges and the balance as not updated until it answers again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let away = false;
    const api = signedInApi({
      licence: buildLicence({ isPointServiceAvailable: true }),
      points: { status: { balance: 76000 } },
      notifications: buildNotifications({ existsUnpurchasedCart: true }),
    });
    const answer = (key: string) => {
      const handler = api[key];
      if (!handler) throw new Error(`signedInApi answers ${key}`);
      return handler;
    };
    mockApi({
      ...api,
      'GET /api/notifications': (request) => {
        if (away) throw new TypeError('Failed to fetch');
        return answer('GET /api/notifications')(request);
      },
    });
    renderRoutes(shellRoutes, '/top');
    const banner = await screen.findByRole('banner');
    const balance = await within(banner).findByRole('link', { name: '保有ポイント76,000pt' });
    const menu = await screen.findByRole('navigation', { name: 'サイドメニュー' });
    const badge = await within(menu).findByRole('img', { name: /カート/ });
    expect(badge.getAttribute('aria-label')).not.toContain(OUT_OF_DATE);

    away = true;
    await vi.advanceTimersByTimeAsync(NOTIFICATION_POLLING_MS);

    // The first failed attempt: no waiting for the retries.
    expect(useToastStore.getState().toasts.map((toast) => toast.message)).toEqual([
      'サーバーに接続できません。ネットワーク環境をご確認ください。',
    ]);
    expect(balance).toHaveAccessibleName(`保有ポイント76,000pt${OUT_OF_DATE}`);
    expect(balance).toHaveAttribute('data-out-of-date', 'true');
    expect(badge.getAttribute('aria-label')).toContain(OUT_OF_DATE);

    away = false;
    await vi.advanceTimersByTimeAsync(NOTIFICATION_POLLING_MS);
    await vi.waitFor(() => expect(balance).toHaveAccessibleName('保有ポイント76,000pt'), { timeout: 15_000 });
    expect(badge.getAttribute('aria-label')).not.toContain(OUT_OF_DATE);
  });
});
