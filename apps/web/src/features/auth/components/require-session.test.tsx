import { useQueries } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { API_ERROR_CODES, SESSION_ERROR_PATH } from '@tvcm/contracts';
import { useEffect } from 'react';
import { type RouteObject, useLocation, useNavigate, useSearchParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../../lib/api-client';
import { useToastStore } from '../../../lib/toasts';
import { apiErrorResponse, jsonResponse, mockApi } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-routes';
import { buildUser, SIGNED_IN_SESSION_ID, signedInApi } from '../../../test/shell-fixtures';
import { SESSION_ID_STORAGE_KEY } from '../session-id';
import { RequireSession, type TermsGateState, useSessionContext } from './require-session';

afterEach(() => localStorage.clear());

function ProtectedPage() {
  const { userId, termsAccepted } = useSessionContext();
  return <p>{`protected for user ${userId}, terms ${termsAccepted ? 'accepted' : 'pending'}`}</p>;
}

function ProfilePage() {
  const from = (useLocation().state as TermsGateState | null)?.from;
  return <p>{`profile page, from ${from}`}</p>;
}

let loginPageMounts = 0;
/** Stands in for the login page: its button logs in (elsewhere) and goes back as the real one does. */
function LoginPage() {
  const navigate = useNavigate();
  const redirect = useSearchParams()[0].get('redirect');
  useEffect(() => {
    loginPageMounts += 1;
  }, []);
  return (
    <>
      <p>login page</p>
      <button type="button" onClick={() => navigate(redirect ?? '/')}>
        log in again
      </button>
    </>
  );
}

/** Ten calls at once, each refused: a burst, as when a session ends under a busy page. */
function BurstPage() {
  useQueries({
    queries: Array.from({ length: 10 }, (_, index) => ({
      queryKey: ['burst', index],
      queryFn: () => apiClient.get(`burst/${index}`).json(),
      meta: { errorToast: true },
    })),
  });
  return <p>burst page</p>;
}

const routesWith = (onNewSession: () => void = vi.fn()): RouteObject[] => [
  {
    element: <RequireSession onNewSession={onNewSession} />,
    children: [
      { path: '/agency/plannings', Component: ProtectedPage },
      { path: '/agency/edit_my_profile', Component: ProfilePage },
      { path: '/burst', Component: BurstPage },
    ],
  },
  { path: '/login', Component: LoginPage },
];

/** React reports the errors its boundary caught; the tests of raised errors expect exactly that. */
function expectRaisedError() {
  expect(vi.mocked(console.error)).toHaveBeenCalled();
  vi.mocked(console.error).mockClear();
}

describe('RequireSession', () => {
  it('starts the login on its own: the session first, then user, licence and history with the user-id header', async () => {
    const requests = mockApi(signedInApi());
    renderRoutes(routesWith(), '/agency/plannings');

    expect(await screen.findByText('protected for user 7, terms accepted')).toBeInTheDocument();
    expect(requests[0]?.url.pathname).toBe('/api/sessions');
    const followUps = ['/api/users/7', '/api/auth/licenses/base', '/api/users/7/logins'].map((path) =>
      requests.find((request) => request.url.pathname === path),
    );
    expect(followUps.map((request) => request?.headers.get('X-User-ID'))).toEqual(['7', '7', '7']);
  });

  it('shows a spinner while the login is in progress', async () => {
    let answerSession: (response: Response) => void = () => undefined;
    const heldSession = new Promise<Response>((resolve) => {
      answerSession = resolve;
    });
    const requests = mockApi(signedInApi({}, { 'GET /api/sessions': () => heldSession }));
    renderRoutes(routesWith(), '/agency/plannings');

    await waitFor(() => expect(requests.map((request) => request.url.pathname)).toEqual(['/api/sessions']));
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    answerSession(jsonResponse(200, { userId: 7 }));
    expect(await screen.findByText('protected for user 7, terms accepted')).toBeInTheDocument();
  });

  it('sends a user who has not accepted the terms to the profile page, which stays open to them', async () => {
    mockApi(signedInApi({ user: buildUser({ setting: { isTermsOfService: false } }) }));
    const { location } = renderRoutes(routesWith(), '/agency/plannings?page=2');

    expect(await screen.findByText('profile page, from /agency/plannings?page=2')).toBeInTheDocument();
    expect(location().pathname).toBe('/agency/edit_my_profile');
  });

  it('shows the profile page itself to a user who has not accepted the terms, without a loop', async () => {
    mockApi(signedInApi({ user: buildUser({ setting: { isTermsOfService: false } }) }));
    const { location } = renderRoutes(routesWith(), '/agency/edit_my_profile');

    expect(await screen.findByText('profile page, from undefined')).toBeInTheDocument();
    expect(location().pathname).toBe('/agency/edit_my_profile');
  });

  it('sends a user to the profile page, without a toast, when a call is refused because the terms are not accepted', async () => {
    let userReads = 0;
    const termsRefused = () => apiErrorResponse(403, API_ERROR_CODES.termsNotAccepted, '/burst/0');
    mockApi(
      signedInApi(
        {},
        {
          // Accepted when the login read the user; reset by the time a page's call is refused.
          'GET /api/users/7': () => {
            userReads += 1;
            return jsonResponse(200, buildUser({ setting: { isTermsOfService: userReads === 1 } }));
          },
          ...Object.fromEntries(Array.from({ length: 10 }, (_, index) => [`GET /api/burst/${index}`, termsRefused])),
        },
      ),
    );
    const { location } = renderRoutes(routesWith(), '/burst');

    expect(await screen.findByText('profile page, from /burst')).toBeInTheDocument();
    expect(location().pathname).toBe('/agency/edit_my_profile');
    expect(useToastStore.getState().toasts).toHaveLength(0);
  });

  it('sends a visitor without a session to the login page, remembering the path and query', async () => {
    mockApi({ 'GET /api/sessions': () => apiErrorResponse(401, API_ERROR_CODES.unauthenticated, SESSION_ERROR_PATH) });
    const { location } = renderRoutes(routesWith(), '/agency/plannings?page=2&sort=desc');

    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(location().pathname).toBe('/login');
    expect(new URLSearchParams(location().search).get('redirect')).toBe('/agency/plannings?page=2&sort=desc');
  });

  it('raises a custom error with CES-API09006 when the session path fails', async () => {
    mockApi({ 'GET /api/sessions': () => apiErrorResponse(503, 'SYS05001', SESSION_ERROR_PATH) });
    renderRoutes(routesWith(), '/agency/plannings', { retry: false });

    expect(
      await screen.findByText('セッション情報を取得できませんでした。しばらくしてから再度お試しください。'),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'ロゴ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'TOPへ' })).toHaveAttribute('href', '/top');
    expectRaisedError();
  });

  it.each([
    [
      'an answer without an error body',
      () => new Response('<html>Bad gateway</html>', { status: 502 }),
      '予期しないエラーが発生しました。しばらくしてから再度お試しください。',
    ],
    [
      'no answer at all',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'サーバーに接続できません。ネットワーク環境をご確認ください。',
    ],
  ])('raises other failures to the error page: %s', async (_, answer, message) => {
    mockApi({ 'GET /api/sessions': answer });
    renderRoutes(routesWith(), '/agency/plannings', { retry: false });

    expect(await screen.findByText(message)).toBeInTheDocument();
    expectRaisedError();
  });

  it('raises a failure of the licence, loaded as part of the login, to the error page', async () => {
    mockApi(
      signedInApi(
        {},
        {
          'GET /api/auth/licenses/base': () => apiErrorResponse(500, 'SYS05001', '/auth/licenses/base'),
          'POST /api/events': () => new Response(null, { status: 204 }),
        },
      ),
    );
    renderRoutes(routesWith(), '/agency/plannings', { retry: false });

    expect(await screen.findByText('予期しないエラーが発生しました。しばらくしてから再度お試しください。')).toBeInTheDocument();
    expect(screen.queryByText(/protected for user/)).not.toBeInTheDocument();
    expectRaisedError();
  });

  it('resets the page state when the session is not the one this browser saw last, and only then', async () => {
    const onNewSession = vi.fn();
    mockApi(signedInApi({ sessionId: 'session-2' }));
    localStorage.setItem(SESSION_ID_STORAGE_KEY, 'session-1');

    const first = renderRoutes(routesWith(onNewSession), '/agency/plannings');
    await screen.findByText(/protected for user 7/);
    first.unmount();
    renderRoutes(routesWith(onNewSession), '/agency/plannings');
    await screen.findByText(/protected for user 7/);

    expect(onNewSession).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(SESSION_ID_STORAGE_KEY)).toBe('session-2');
  });

  it('treats a first login in this browser as new', async () => {
    const onNewSession = vi.fn();
    mockApi(signedInApi());
    renderRoutes(routesWith(onNewSession), '/agency/plannings');

    await screen.findByText(/protected for user 7/);
    expect(onNewSession).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(SESSION_ID_STORAGE_KEY)).toBe(SIGNED_IN_SESSION_ID);
  });

  it('answers a burst of 401s with one session check, one redirect and one toast', async () => {
    loginPageMounts = 0;
    let sessionChecks = 0;
    const ended = () => apiErrorResponse(401, API_ERROR_CODES.unauthenticated, SESSION_ERROR_PATH);
    mockApi(
      signedInApi(
        {},
        {
          'GET /api/sessions': () => {
            sessionChecks += 1;
            return sessionChecks === 1 ? jsonResponse(200, { userId: 7 }) : ended();
          },
          ...Object.fromEntries(Array.from({ length: 10 }, (_, index) => [`GET /api/burst/${index}`, ended])),
        },
      ),
    );
    const { location } = renderRoutes(routesWith(), '/burst?tab=1');

    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(new URLSearchParams(location().search).get('redirect')).toBe('/burst?tab=1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '接続状態に問題が発生しました。お手数ですが、再度ログインしてください。',
    );
    expect(sessionChecks).toBe(2);
    expect(loginPageMounts).toBe(1);
    expect(useToastStore.getState().toasts).toHaveLength(1);
  });

  it('starts afresh after the session ended: the next login shows nothing of the ended one', async () => {
    let signedIn: number | null = 7;
    const requests = mockApi({
      ...signedInApi(),
      ...signedInApi({ user: buildUser({ id: 8, name: '鈴木 一郎' }) }),
      'GET /api/sessions': () =>
        signedIn === null
          ? apiErrorResponse(401, API_ERROR_CODES.unauthenticated, SESSION_ERROR_PATH)
          : jsonResponse(200, { userId: signedIn }),
    });
    const { user, queryClient } = renderRoutes(routesWith(), '/agency/plannings');
    expect(await screen.findByText('protected for user 7, terms accepted')).toBeInTheDocument();

    // The session ends and the guard finds out; another user logs in on the same browser.
    signedIn = null;
    await queryClient.invalidateQueries({ queryKey: ['auth', 'session'] });
    const logIn = await screen.findByRole('button', { name: 'log in again' });
    signedIn = 8;
    await user.click(logIn);

    expect(await screen.findByText('protected for user 8, terms accepted')).toBeInTheDocument();
    expect(requests.filter((request) => request.url.pathname === '/api/auth/licenses/base')).toHaveLength(2);
  });
});
