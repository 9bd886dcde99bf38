import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiErrorResponse, mockApi } from '../test/mock-api';
import { renderRoutes } from '../test/render-routes';
import { routes } from './router';

describe('app routes', () => {
  it('sends the home address to the login page', async () => {
    mockApi({ 'GET /api/sessions': () => apiErrorResponse(401, 'AUT01002', '/session') });
    const { location } = renderRoutes(routes, '/');

    expect(await screen.findByRole('heading', { level: 1, name: 'ログイン' })).toBeInTheDocument();
    expect(location().pathname).toBe('/login');
  });

  it('guards the top page', async () => {
    mockApi({ 'GET /api/sessions': () => apiErrorResponse(401, 'AUT01002', '/session') });
    const { location } = renderRoutes(routes, '/top');

    expect(await screen.findByRole('heading', { level: 1, name: 'ログイン' })).toBeInTheDocument();
    expect(location().search).toBe('?redirect=%2Ftop');
  });

  it('shows the not-found page for an unknown address', async () => {
    mockApi({});
    renderRoutes(routes, '/no/such/page');

    expect(await screen.findByRole('heading', { level: 1, name: 'ページが見つかりません（404）' })).toBeInTheDocument();
    expect(
      screen.getByText('お探しのページは一時的にアクセスできない状態にあるか、移動または削除された可能性があります。'),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'ロゴ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'TOP' })).toHaveAttribute('href', '/top');
  });
});
