import { screen, waitFor } from '@testing-library/react';
import { API_ERROR_CODES } from '@tvcm/contracts';
import type { RouteObject } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiErrorResponse, jsonResponse, mockApi } from '../../../test/mock-api';
import type { renderRoutes as RenderRoutes } from '../../../test/render-routes';

// The token lives in module memory: each test starts from freshly loaded modules.
let renderRoutes: typeof RenderRoutes;
let routes: RouteObject[];

beforeEach(async () => {
  vi.resetModules();
  ({ renderRoutes } = await import('../../../test/render-routes'));
  const { PublicClientGuard } = await import('./public-client-guard');
  const { apiClient } = await import('../../../lib/api-client');

  function PublicPage() {
    const check = () => apiClient.get('users/trials/emails/a%40example.jp/existence');
    return (
      <button type="button" onClick={() => void check()}>
        public page
      </button>
    );
  }
  routes = [{ element: <PublicClientGuard />, children: [{ path: '/public/pages/entry', element: <PublicPage /> }] }];
});

const tokenAnswer = (accessToken: string) => jsonResponse(200, { accessToken, tokenType: 'Bearer', expiresIn: 600 });

describe('PublicClientGuard', () => {
  it('shows the loading overlay while it obtains the token, then the page, whose calls carry the token', async () => {
    const requests = mockApi({
      'POST /api/oauth/token': () => tokenAnswer('token-1'),
      'GET /api/users/trials/emails/a%40example.jp/existence': () => jsonResponse(200, { exists: false }),
    });
    const { user } = renderRoutes(routes, '/public/pages/entry');

    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    await user.click(await screen.findByRole('button', { name: 'public page' }));

    await waitFor(() => expect(requests.at(-1)?.headers.get('Authorization')).toBe('Bearer token-1'));
    expect(requests.filter((request) => request.url.pathname === '/api/oauth/token')).toHaveLength(1);
  });

  it('shows the generic error page when no token can be obtained', async () => {
    mockApi({
      'POST /api/oauth/token': () => apiErrorResponse(500, API_ERROR_CODES.internal, '/oauth/token'),
      'POST /api/events': () => new Response(null, { status: 204 }),
    });
    renderRoutes(routes, '/public/pages/entry');

    expect(await screen.findByText('予期しないエラーが発生しました。しばらくしてから再度お試しください。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'TOPへ' })).toHaveAttribute('href', '/top');
    expect(screen.queryByRole('button', { name: 'public page' })).not.toBeInTheDocument();
  });

  it('says so when the server cannot be reached', async () => {
    mockApi({
      'POST /api/oauth/token': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderRoutes(routes, '/public/pages/entry');

    expect(await screen.findByText('サーバーに接続できません。ネットワーク環境をご確認ください。')).toBeInTheDocument();
  });
});
