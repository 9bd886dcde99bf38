import { screen } from '@testing-library/react';
import type { User } from '@tvcm/contracts';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RequireSession } from '../../features/auth/components/require-session';
import { setCookie } from '../../test/cookies';
import { apiErrorResponse, emptyResponse, jsonResponse, mockApi } from '../../test/mock-api';
import { renderRoutes } from '../../test/render-routes';
import { TopPage } from './top-page';

function buildUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    account: 'yamada@example.co.jp',
    name: '山田 太郎',
    roleId: 1,
    company: { code: 'C000123', name: '東京広告株式会社', businessType: 'ADVERTISING_COMPANY' },
    setting: { isTermsOfService: true },
    ...overrides,
  };
}

const routes: RouteObject[] = [
  { Component: RequireSession, children: [{ path: '/top', Component: TopPage }] },
  { path: '/login', element: <p>login page</p> },
];

describe('TopPage', () => {
  it('greets the user by name and shows the company, asking with the user-id header', async () => {
    const requests = mockApi({
      'GET /api/sessions': () => jsonResponse(200, { userId: 7 }),
      'GET /api/users/7': () => jsonResponse(200, buildUser()),
    });
    renderRoutes(routes, '/top');

    expect(await screen.findByRole('heading', { level: 1, name: 'ようこそ、山田 太郎 様' })).toBeInTheDocument();
    expect(screen.getByText('所属企業：東京広告株式会社')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    const userRequest = requests.find((request) => request.url.pathname === '/api/users/7');
    expect(userRequest?.headers.get('X-User-ID')).toBe('7');
  });

  it('logs out through the API and returns to the login page', async () => {
    setCookie('XSRF-TOKEN', 'token-9');
    let loggedIn = true;
    const requests = mockApi({
      'GET /api/sessions': () => (loggedIn ? jsonResponse(200, { userId: 7 }) : apiErrorResponse(401, 'AUT01002', '/session')),
      'GET /api/users/7': () => jsonResponse(200, buildUser()),
      'DELETE /api/sessions': () => {
        loggedIn = false;
        return emptyResponse(204);
      },
    });
    const { user, location, queryClient } = renderRoutes(routes, '/top');

    await user.click(await screen.findByRole('button', { name: 'ログアウト' }));

    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(location().pathname).toBe('/login');
    const deletion = requests.find((request) => request.method === 'DELETE');
    expect(deletion?.headers.get('X-XSRF-TOKEN')).toBe('token-9');
    expect(queryClient.getQueryData(['users', 7])).toBeUndefined();
  });

  it('shows the message of the failure when the user cannot be loaded', async () => {
    mockApi({
      'GET /api/sessions': () => jsonResponse(200, { userId: 7 }),
      'GET /api/users/7': () => apiErrorResponse(404, 'USR04001', '/users/7'),
    });
    renderRoutes(routes, '/top');

    expect(
      await screen.findByText('予期しないエラーが発生しました。お手数ですが、システム管理者にお問い合わせください。'),
    ).toBeInTheDocument();
  });
});
