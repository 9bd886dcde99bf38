import { act, screen, waitFor, within } from '@testing-library/react';
import { API_ERROR_CODES, IDEMPOTENCY_KEY_HEADER } from '@tvcm/contracts';
import { describe, expect, it, vi } from 'vitest';
import { publicPageRoutes } from '../../../../test/feature-routes';
import { apiErrorResponse, jsonResponse, mockApi, type RecordedRequest } from '../../../../test/mock-api';
import { pasteInto } from '../../../../test/paste-into';
import { renderRoutes } from '../../../../test/render-routes';
import { existencePath, publicApi } from '../../public-test-api';
import { EMAIL_CHECK_DELAY_MS } from './trial-entry-form';

type User = ReturnType<typeof renderRoutes>['user'];

const EMAIL = 'hanako@example.co.jp';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const field = (name: RegExp | string) => screen.getByRole('textbox', { name });

/**
 * Fills every field as a Japanese visitor might: full-width digits, hiragana furigana, a 〒 mark.
 * Pasted by default, which is how most long values arrive and keeps the tests quick; typed key by
 * key where the typing itself is under test.
 */
async function fillForm(user: User, { email = EMAIL, keyByKey = false } = {}) {
  const enter = async (element: HTMLElement, text: string) => {
    if (keyByKey) return user.type(element, text);
    return pasteInto(user, element, text);
  };
  await screen.findByRole('textbox', { name: /^会社名/ });
  // Every control is looked up before the first change: a query right after a change works out the
  // styles of the page afresh, one between two others reuses them.
  const entries: [HTMLElement, string][] = [
    [field(/^会社名/), '株式会社　テスト放送'],
    [field(/^部署名/), '営業部'],
    [field(/^姓/), '佐藤'],
    [field(/^名/), '花子'],
    [field(/^セイ/), 'さとう'],
    [field(/^メイ/), 'ハナコ'],
    [field(/^メールアドレス/), email],
    [field(/^電話番号/), '０３－１２３４－５６７８'],
    [field(/^郵便番号/), '〒１０５ー０００１'],
    [field(/^住所/), '東京都港区虎ノ門１－２－３'],
  ];
  const userTypes = screen.getByRole('group', { name: /^ご利用者の種別/ });
  const referrals = screen.getByRole('group', { name: /^本サービスを知ったきっかけ/ });
  const toClick = [
    within(userTypes).getByRole('radio', { name: '広告会社' }),
    within(referrals).getByRole('checkbox', { name: 'セミナー' }),
    within(referrals).getByRole('checkbox', { name: 'インターネット' }),
    screen.getByRole('checkbox', { name: /利用規約に同意する/ }),
    screen.getByRole('checkbox', { name: /プライバシーポリシーに同意する/ }),
  ];
  for (const [element, text] of entries) await enter(element, text);
  for (const control of toClick) await user.click(control);
}

/** Moves the test's clock on and lets what that sets off (a render, a request) run to its end. */
async function advanceClock(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  await act(() => vi.advanceTimersByTimeAsync(0));
}

/** The one test that types the whole form key by key: some hundred keystrokes, each re-rendering the form. */
const KEY_BY_KEY_TIMEOUT_MS = 120_000;

const submitButton = () => screen.getByRole('button', { name: '確認メールを送信する' });
const posts = (requests: RecordedRequest[]) => requests.filter((request) => request.url.pathname === '/api/registrations/trials');

describe('trial entry form (/public/pages/entry)', () => {
  it('shows the required-item messages on an empty submit, linked to their fields, and focuses the first one', async () => {
    const requests = mockApi(publicApi({}));
    const { user } = renderRoutes(publicPageRoutes, '/public/pages/entry');

    expect(await screen.findByRole('heading', { level: 1, name: 'トライアルのお申し込み' })).toBeInTheDocument();
    await user.click(submitButton());

    const companyName = field(/^会社名/);
    await waitFor(() => expect(companyName).toHaveFocus());
    expect(companyName).toHaveAttribute('aria-invalid', 'true');
    expect(companyName).toHaveAccessibleDescription('例：株式会社テレビCMマーケット 必須項目です。');
    expect(field(/^部署名/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('group', { name: /^ご利用者の種別/ })).toHaveAccessibleDescription('必須項目です。');
    expect(screen.getByRole('group', { name: /^本サービスを知ったきっかけ/ })).toHaveAccessibleDescription('必須項目です。');
    expect(screen.getByRole('checkbox', { name: /利用規約に同意する/ })).toHaveAccessibleDescription(
      'ご同意いただける場合は、チェックを入れてください。',
    );
    // Company, family and given name, both furigana, email, phone, postal code, address, user type, referral.
    expect(screen.getAllByText('必須項目です。')).toHaveLength(11);
    expect(posts(requests)).toHaveLength(0);
  });

  it('checks a field when the visitor leaves it', async () => {
    mockApi(publicApi({}));
    const { user } = renderRoutes(publicPageRoutes, '/public/pages/entry');

    await user.type(await screen.findByRole('textbox', { name: /^セイ/ }), 'Sato');
    await user.tab();
    expect(await screen.findByText('カタカナで入力してください。')).toBeInTheDocument();

    await user.type(field(/^電話番号/), '03-1234');
    await user.tab();
    expect(await screen.findByText('電話番号は市外局番から、数字10桁または11桁で入力してください。')).toBeInTheDocument();

    await pasteInto(user, field(/^住所/), 'あ'.repeat(201));
    await user.tab();
    expect(await screen.findByText('200文字以内で入力してください。')).toBeInTheDocument();
  });

  it('sends the normalised form, typed key by key, once with an Idempotency-Key, then asks the visitor to open the mail', {
    timeout: KEY_BY_KEY_TIMEOUT_MS,
  }, async () => {
    // The answer is held back until the test gives it, whenever the request arrives.
    let answer: (response: Response) => void = () => undefined;
    const heldAnswer = new Promise<Response>((resolve) => {
      answer = resolve;
    });
    const requests = mockApi(
      publicApi({
        [existencePath(EMAIL)]: () => jsonResponse(200, { exists: false }),
        'POST /api/registrations/trials': () => heldAnswer,
      }),
    );
    const { user } = renderRoutes(publicPageRoutes, '/public/pages/entry');

    await fillForm(user, { keyByKey: true });
    await user.click(submitButton());

    await waitFor(() => expect(screen.getByRole('button', { name: '送信しています…' })).toBeDisabled());
    answer(jsonResponse(201, { email: EMAIL }));

    expect(await screen.findByRole('heading', { level: 1, name: '確認メールを送信しました' })).toHaveFocus();
    expect(screen.getByText(`${EMAIL} 宛てに、本登録のご案内をお送りしました。`)).toBeInTheDocument();
    const [sent] = posts(requests);
    expect(posts(requests)).toHaveLength(1);
    expect(sent?.headers.get(IDEMPOTENCY_KEY_HEADER)).toMatch(UUID);
    expect(sent?.headers.get('Authorization')).toBe('Bearer public-token');
    expect(JSON.parse(sent?.body ?? '')).toEqual({
      companyName: '株式会社 テスト放送',
      department: '営業部',
      familyName: '佐藤',
      givenName: '花子',
      familyNameKana: 'サトウ',
      givenNameKana: 'ハナコ',
      email: EMAIL,
      phone: '03-1234-5678',
      postalCode: '105-0001',
      address: '東京都港区虎ノ門1-2-3',
      userType: 2,
      referralSources: [5, 10],
      agreedToTerms: true,
      agreedToPrivacyPolicy: true,
    });
  });

  it('looks the address up once typing has paused, and says at once that it is already registered', async () => {
    const requests = mockApi(publicApi({ [existencePath('taken@example.co.jp')]: () => jsonResponse(200, { exists: true }) }));
    const { user } = renderRoutes(publicPageRoutes, '/public/pages/entry');
    const email = await screen.findByRole('textbox', { name: /^メールアドレス/ });
    const lookups = () => requests.filter((request) => request.url.pathname.includes('/existence'));
    // The page has loaded; from here the pauses in typing are on the test's clock.
    vi.useFakeTimers();

    // Already a well-formed address, but typing goes on before the delay is up.
    await user.type(email, 'ＴＡＫＥＮ@example.co');
    await advanceClock(EMAIL_CHECK_DELAY_MS - 1);
    await user.type(email, '.jp');
    await advanceClock(EMAIL_CHECK_DELAY_MS - 1);
    expect(lookups()).toHaveLength(0);

    await advanceClock(1);
    expect(lookups().map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      existencePath('taken@example.co.jp'),
    ]);
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(
        'ログイン時のアカウントになります。 このメールアドレスは既に登録されています。ログイン画面からログインしてください。',
      ),
    );

    await user.type(email, 'x');
    expect(screen.queryByText(/既に登録されています/)).not.toBeInTheDocument();
  });

  it.each([
    {
      code: API_ERROR_CODES.idRegistered,
      status: 409,
      message: /^このメールアドレスは既に登録されています。ログイン画面からログインしてください。パスワードをお忘れの場合/,
    },
    { code: API_ERROR_CODES.tentativeIdRegistered, status: 409, message: /^このメールアドレスは既に仮登録されています。/ },
  ])('explains $code on the page and sends a corrected form under a new key', async ({ code, status, message }) => {
    const requests = mockApi(
      publicApi({
        [existencePath(EMAIL)]: () => jsonResponse(200, { exists: false }),
        'POST /api/registrations/trials': () => apiErrorResponse(status, code, '/api/registrations/trials'),
      }),
    );
    const { user } = renderRoutes(publicPageRoutes, '/public/pages/entry');

    await fillForm(user);
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('heading', { level: 1, name: 'トライアルのお申し込み' })).toBeInTheDocument();
    await user.click(submitButton());
    await waitFor(() => expect(posts(requests)).toHaveLength(2));
    const [first, second] = posts(requests).map((request) => request.headers.get(IDEMPOTENCY_KEY_HEADER));
    expect(second).not.toBe(first);
  });

  it('keeps the key after a server fault, so sending again cannot create a second entry', async () => {
    let calls = 0;
    const requests = mockApi(
      publicApi({
        [existencePath(EMAIL)]: () => jsonResponse(200, { exists: false }),
        'POST /api/registrations/trials': () => {
          calls += 1;
          return calls === 1
            ? apiErrorResponse(503, API_ERROR_CODES.internal, '/api/registrations/trials')
            : jsonResponse(201, { email: EMAIL });
        },
        'POST /api/events': () => new Response(null, { status: 204 }),
      }),
    );
    const { user } = renderRoutes(publicPageRoutes, '/public/pages/entry');

    await fillForm(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '予期しないエラーが発生しました。しばらくしてから再度お試しください。',
    );
    await user.click(submitButton());

    expect(await screen.findByRole('heading', { level: 1, name: '確認メールを送信しました' })).toBeInTheDocument();
    const [first, second] = posts(requests).map((request) => request.headers.get(IDEMPOTENCY_KEY_HEADER));
    expect(second).toBe(first);
  });

  it('links the terms and the privacy policy in a new tab, saying so', async () => {
    mockApi(publicApi({}));
    renderRoutes(publicPageRoutes, '/public/pages/entry');

    const terms = await screen.findByRole('link', { name: '利用規約（新しいタブで開きます）' });
    expect(terms).toHaveAttribute('href', '/terms');
    expect(terms).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'プライバシーポリシー（新しいタブで開きます）' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });

  it('names the tab after the page and leads back to the login page', async () => {
    mockApi(publicApi({}));
    renderRoutes(publicPageRoutes, '/public/pages/entry');

    expect(await screen.findByRole('link', { name: 'ログイン画面へ' })).toHaveAttribute('href', '/login');
    expect(document.title).toBe('トライアルのお申し込み | tvcm-market');
  });

  it('asks for the rest of the domain of an address like "yamamoto@himawari", and looks nothing up', async () => {
    const requests = mockApi(publicApi({}));
    const { user } = renderRoutes(publicPageRoutes, '/public/pages/entry');

    await fillForm(user, { email: 'yamamoto@himawari' });
    await user.click(submitButton());

    const email = field(/^メールアドレス/);
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription(
      'ログイン時のアカウントになります。 「@」より後ろは、example.co.jp のようにドメイン名を最後まで入力してください。',
    );
    expect(posts(requests)).toHaveLength(0);
    expect(requests.filter((request) => request.url.pathname.includes('/existence'))).toHaveLength(0);
  });
});
