import { screen, within } from '@testing-library/react';
import type { UserLoginsResponse } from '@tvcm/contracts';
import { describe, expect, it } from 'vitest';
import { profileRoutes } from '../../../../test/feature-routes';
import { jsonResponse, mockApi } from '../../../../test/mock-api';
import { renderRoutes } from '../../../../test/render-routes';
import { SIGNED_IN_SESSION_ID, SIGNED_IN_USER_ID, signedInApi } from '../../../../test/shell-fixtures';

const PROFILE = '/agency/edit_my_profile';
const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

const history: UserLoginsResponse = {
  user: { id: SIGNED_IN_USER_ID, session: { id: SIGNED_IN_SESSION_ID } },
  logins: [
    { loggedInAt: '2026-11-20T01:05:00.000Z', ipAddress: '203.0.113.7', userAgent: CHROME_ON_WINDOWS, current: true },
    { loggedInAt: '2026-11-19T15:30:00.000Z', ipAddress: '198.51.100.20', userAgent: SAFARI_ON_IPHONE, current: false },
    { loggedInAt: '2026-11-01T00:00:00.000Z', ipAddress: null, userAgent: null, current: false },
  ],
};

describe('recent logins on the profile page', () => {
  it("lists the logins newest first in Japan time, this session's marked, the browser by a short name with the whole agent as its title", async () => {
    mockApi(signedInApi({}, { [`GET /api/users/${SIGNED_IN_USER_ID}/logins`]: () => jsonResponse(200, history) }));
    renderRoutes(profileRoutes, PROFILE);

    const region = within(await screen.findByRole('region', { name: '最近のログイン' }));
    const rows = within(await region.findByRole('table', { name: '最近のログインの一覧' })).getAllByRole('row');
    expect(rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([
      ['日時', 'IPアドレス', 'ブラウザ'],
      ['2026/11/20 10:05現在のセッション', '203.0.113.7', 'Chrome（Windows）'],
      ['2026/11/20 00:30', '198.51.100.20', 'Safari（iOS）'],
      ['2026/11/01 09:00', '不明', '不明'],
    ]);
    expect(region.getByRole('cell', { name: 'Chrome（Windows）' })).toHaveAttribute('title', CHROME_ON_WINDOWS);
    expect(region.getByText(/最近3回のログインを新しい順に表示しています/)).toBeInTheDocument();
  });

  it('says so when there is no login on record', async () => {
    mockApi(
      signedInApi({}, { [`GET /api/users/${SIGNED_IN_USER_ID}/logins`]: () => jsonResponse(200, { ...history, logins: [] }) }),
    );
    renderRoutes(profileRoutes, PROFILE);

    const region = within(await screen.findByRole('region', { name: '最近のログイン' }));
    expect(await region.findByText('ログインの記録はありません。')).toBeInTheDocument();
  });
});
