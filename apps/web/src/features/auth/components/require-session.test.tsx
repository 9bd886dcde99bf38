import { screen } from '@testing-library/react';
import { API_ERROR_CODES, SESSION_ERROR_PATH } from '@tvcm/contracts';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiErrorResponse, jsonResponse, mockApi } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-routes';
import { RequireSession, useSessionUserId } from './require-session';

function ProtectedPage() {
  return <p>protected for user {useSessionUserId()}</p>;
}

const routes: RouteObject[] = [
  { Component: RequireSession, children: [{ path: '/agency/plannings', Component: ProtectedPage }] },
  { path: '/login', element: <p>login page</p> },
  { path: '/top', element: <p>top page</p> },
];

describe('RequireSession', () => {
  it('shows the loading overlay, then the page, for a logged-in user', async () => {
    mockApi({ 'GET /api/sessions': () => jsonResponse(200, { userId: 12 }) });
    renderRoutes(routes, '/agency/plannings');

    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(await screen.findByText('protected for user 12')).toBeInTheDocument();
  });

  it('sends a visitor without a session to the login page, remembering the path and query', async () => {
    mockApi({ 'GET /api/sessions': () => apiErrorResponse(401, API_ERROR_CODES.unauthenticated, SESSION_ERROR_PATH) });
    const { location } = renderRoutes(routes, '/agency/plannings?page=2&sort=desc');

    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(location().pathname).toBe('/login');
    expect(new URLSearchParams(location().search).get('redirect')).toBe('/agency/plannings?page=2&sort=desc');
  });

  it('explains that the session could not be read when the session call fails', async () => {
    mockApi({ 'GET /api/sessions': () => apiErrorResponse(503, 'SYS05001', SESSION_ERROR_PATH) });
    const { queryClient } = renderRoutes(routes, '/agency/plannings', { retry: false });

    expect(
      await screen.findByText('セッション情報を取得できませんでした。しばらくしてから再度お試しください。'),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'ロゴ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'TOPへ' })).toHaveAttribute('href', '/top');
    expect(queryClient.getQueryState(['auth', 'session'])?.status).toBe('error');
  });

  it('shows the generic message for failures without an error body', async () => {
    mockApi({ 'GET /api/sessions': () => new Response('<html>Bad gateway</html>', { status: 502 }) });
    renderRoutes(routes, '/agency/plannings', { retry: false });

    expect(await screen.findByText('予期しないエラーが発生しました。しばらくしてから再度お試しください。')).toBeInTheDocument();
  });
});
