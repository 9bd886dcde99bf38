import { screen } from '@testing-library/react';
import { API_ERROR_CODES } from '@tvcm/contracts';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { setCookie } from '../../../test/cookies';
import { doubleClickAtOnce } from '../../../test/double-click-at-once';
import { heldAnswer } from '../../../test/held-answer';
import { apiErrorResponse, jsonResponse, mockApi } from '../../../test/mock-api';
import { pasteInto } from '../../../test/paste-into';
import { renderRoutes } from '../../../test/render-routes';
import { LoginPage } from './login-page';

const routes: RouteObject[] = [
  { path: '/login', Component: LoginPage },
  { path: '/top', element: <p>top page</p> },
  { path: '/agency/cart/list', element: <p>cart list</p> },
];

const noSession = () => apiErrorResponse(401, API_ERROR_CODES.unauthenticated, '/session');

async function fillAndSubmit(user: ReturnType<typeof renderRoutes>['user']) {
  await pasteInto(user, await screen.findByRole('textbox', { name: /アカウント（メールアドレス）/ }), 'buyer@example.com');
  await pasteInto(user, screen.getByLabelText(/パスワード/), 'correct horse');
  await user.click(screen.getByRole('button', { name: 'ログイン' }));
}

describe('LoginPage', () => {
  it('offers a labelled form inside the main landmark', async () => {
    mockApi({ 'GET /api/sessions': noSession });
    renderRoutes(routes, '/login');

    expect(await screen.findByRole('heading', { level: 1, name: 'ログイン' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /アカウント（メールアドレス）/ })).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText(/パスワード/)).toHaveAttribute('autocomplete', 'current-password');
  });

  it('shows the required-field errors in Japanese on an empty submit, without calling the API', async () => {
    const requests = mockApi({ 'GET /api/sessions': noSession });
    const { user } = renderRoutes(routes, '/login');

    await user.click(await screen.findByRole('button', { name: 'ログイン' }));

    expect(await screen.findAllByText('必須項目です。')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: /アカウント/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: /アカウント/ })).toHaveAccessibleDescription('必須項目です。');
    expect(screen.getByLabelText(/パスワード/)).toHaveAttribute('aria-invalid', 'true');
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('treats an account of only spaces as missing', async () => {
    mockApi({ 'GET /api/sessions': noSession });
    const { user } = renderRoutes(routes, '/login');

    await user.type(await screen.findByRole('textbox', { name: /アカウント/ }), '   ');
    await user.type(screen.getByLabelText(/パスワード/), 'secret');
    await user.click(screen.getByRole('button', { name: 'ログイン' }));

    expect(await screen.findByText('必須項目です。')).toBeInTheDocument();
  });

  it('shows the wrong-credentials message when the API answers 401', async () => {
    setCookie('XSRF-TOKEN', 'token-1');
    mockApi({
      'GET /api/sessions': noSession,
      'POST /api/sessions': () => apiErrorResponse(401, API_ERROR_CODES.invalidCredentials, '/sessions'),
    });
    const { user, location } = renderRoutes(routes, '/login');

    await fillAndSubmit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('アカウントまたはパスワードが正しくありません。');
    expect(location().pathname).toBe('/login');
    expect(screen.getByRole('button', { name: 'ログイン' })).toBeEnabled();
  });

  it('asks the user to wait after too many attempts', async () => {
    setCookie('XSRF-TOKEN', 'token-1');
    mockApi({
      'GET /api/sessions': noSession,
      'POST /api/sessions': () => apiErrorResponse(429, API_ERROR_CODES.tooManyRequests, '/sessions'),
    });
    const { user } = renderRoutes(routes, '/login');

    await fillAndSubmit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('ログインの試行回数が上限を超えました。');
  });

  it('says the server cannot be reached when the network fails', async () => {
    setCookie('XSRF-TOKEN', 'token-1');
    mockApi({
      'GET /api/sessions': noSession,
      'POST /api/sessions': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { user } = renderRoutes(routes, '/login');

    await fillAndSubmit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('サーバーに接続できません。ネットワーク環境をご確認ください。');
  });

  it('sends the credentials with the anti-forgery header and opens the redirect target', async () => {
    setCookie('XSRF-TOKEN', 'token-42');
    const requests = mockApi({
      'GET /api/sessions': noSession,
      'POST /api/sessions': () => jsonResponse(201, { userId: 7 }),
    });
    const { user, location } = renderRoutes(routes, `/login?redirect=${encodeURIComponent('/agency/cart/list?sort=desc')}`);

    await fillAndSubmit(user);

    expect(await screen.findByText('cart list')).toBeInTheDocument();
    expect(location().search).toBe('?sort=desc');
    const post = requests.find((request) => request.method === 'POST');
    expect(post?.headers.get('X-XSRF-TOKEN')).toBe('token-42');
    expect(JSON.parse(post?.body ?? '')).toEqual({ account: 'buyer@example.com', password: 'correct horse' });
  });

  it('logs in once on a double click, and shows no error', async () => {
    setCookie('XSRF-TOKEN', 'token-7');
    const answer = heldAnswer();
    const requests = mockApi({ 'GET /api/sessions': noSession, 'POST /api/sessions': answer.answer });
    const { user } = renderRoutes(routes, '/login');

    await pasteInto(user, await screen.findByRole('textbox', { name: /アカウント（メールアドレス）/ }), 'buyer@example.com');
    await pasteInto(user, screen.getByLabelText(/パスワード/), 'correct horse');
    doubleClickAtOnce(screen.getByRole('button', { name: 'ログイン' }));

    expect(await screen.findByRole('button', { name: 'ログインしています…' })).toBeDisabled();
    answer.release(jsonResponse(201, { userId: 7 }));
    expect(await screen.findByText('top page')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('opens the top page instead of an address on another site', async () => {
    setCookie('XSRF-TOKEN', 'token-1');
    mockApi({
      'GET /api/sessions': noSession,
      'POST /api/sessions': () => jsonResponse(201, { userId: 7 }),
    });
    const { user } = renderRoutes(routes, `/login?redirect=${encodeURIComponent('//evil.example/phish')}`);

    await fillAndSubmit(user);

    expect(await screen.findByText('top page')).toBeInTheDocument();
  });

  it('goes straight to the target when the user is already logged in', async () => {
    mockApi({ 'GET /api/sessions': () => jsonResponse(200, { userId: 7 }) });
    const { location } = renderRoutes(routes, '/login?redirect=%2Fagency%2Fcart%2Flist');

    expect(await screen.findByText('cart list')).toBeInTheDocument();
    expect(location().pathname).toBe('/agency/cart/list');
    expect(screen.queryByRole('button', { name: 'ログイン' })).not.toBeInTheDocument();
  });
});
