import { screen } from '@testing-library/react';
import { API_ERROR_CODES } from '@tvcm/contracts';
import { describe, expect, it } from 'vitest';
import { publicPageRoutes } from '../../../../test/feature-routes';
import { apiErrorResponse, emptyResponse, mockApi } from '../../../../test/mock-api';
import { renderRoutes } from '../../../../test/render-routes';
import { publicApi } from '../../public-test-api';

const WITHDRAW = 'POST /api/registrations/trials/withdraw';

describe('withdrawal link (/public/pages/entry/terminate?token=…)', () => {
  it('withdraws only when the visitor presses the button, then confirms it', async () => {
    const requests = mockApi(publicApi({ [WITHDRAW]: () => emptyResponse(204) }));
    const { user } = renderRoutes(publicPageRoutes, '/public/pages/entry/terminate?token=withdraw-1');

    expect(await screen.findByRole('heading', { level: 1, name: 'お申し込みの取り消し' })).toBeInTheDocument();
    expect(requests.filter((request) => request.url.pathname.endsWith('/withdraw'))).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: '申込を取り消す' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'お申し込みを取り消しました' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('トライアルのお申し込みを取り消しました。');
    // Withdrawing frees the address at once, and the page says so and leads to a new entry.
    expect(screen.getByRole('status')).toHaveTextContent('同じメールアドレスで、すぐに改めてお申し込みいただけます。');
    expect(screen.getByRole('link', { name: 'トライアルのお申し込みへ' })).toHaveAttribute('href', '/public/pages/entry');
    expect(document.title).toBe('お申し込みを取り消しました | tvcm-market');
    const withdrawal = requests.find((request) => request.url.pathname.endsWith('/withdraw'));
    expect(JSON.parse(withdrawal?.body ?? '')).toEqual({ token: 'withdraw-1' });
  });

  it.each([
    { code: API_ERROR_CODES.mailLinkInvalid, status: 410, message: /^このURLは無効です。/ },
    { code: API_ERROR_CODES.idRegistered, status: 409, message: /既に本登録が完了しているため、取り消すことはできません。$/ },
  ])('explains a refusal with $code', async ({ code, status, message }) => {
    mockApi(publicApi({ [WITHDRAW]: () => apiErrorResponse(status, code, '/api/registrations/trials/withdraw') }));
    const { user } = renderRoutes(publicPageRoutes, '/public/pages/entry/terminate?token=withdraw-1');

    await user.click(await screen.findByRole('button', { name: '申込を取り消す' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'お申し込みを取り消せません' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
  });

  it('says the link is invalid when it carries no token', async () => {
    mockApi(publicApi({}));
    renderRoutes(publicPageRoutes, '/public/pages/entry/terminate');

    expect(await screen.findByRole('heading', { level: 1, name: 'お申し込みを取り消せません' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '申込を取り消す' })).not.toBeInTheDocument();
  });
});
