import { screen, waitFor, within } from '@testing-library/react';
import { API_ERROR_CODES } from '@tvcm/contracts';
import { describe, expect, it } from 'vitest';
import { publicPageRoutes } from '../../../../test/feature-routes';
import { apiErrorResponse, jsonResponse, mockApi, type RecordedRequest } from '../../../../test/mock-api';
import { pasteInto } from '../../../../test/paste-into';
import { renderRoutes } from '../../../../test/render-routes';
import { publicApi } from '../../public-test-api';

const RESEND_PATH = '/api/registrations/trials/confirmation-mails';
const resends = (requests: RecordedRequest[]) => requests.filter((request) => request.url.pathname === RESEND_PATH);

async function openDialog(user: ReturnType<typeof renderRoutes>['user']) {
  await user.click(await screen.findByRole('button', { name: '確認メールが届かない場合' }));
  return screen.findByRole('dialog', { name: '確認メールの再送' });
}

describe('sending the confirmation mail again (/public/pages/entry)', () => {
  it('sends the normalised address and answers without saying whether an entry exists', async () => {
    const requests = mockApi(publicApi({ [`POST ${RESEND_PATH}`]: () => jsonResponse(202, {}) }));
    const { user } = renderRoutes(publicPageRoutes, '/public/pages/entry');

    const dialog = await openDialog(user);
    const email = within(dialog).getByRole('textbox', { name: /^メールアドレス/ });
    await waitFor(() => expect(email).toHaveFocus());
    await pasteInto(user, email, ' Hanako@Example.CO.JP ');
    await user.click(within(dialog).getByRole('button', { name: '確認メールを再送する' }));

    expect(await within(dialog).findByText(/^入力されたメールアドレスで受付中のお申し込みがある場合は/)).toBeInTheDocument();
    expect(JSON.parse(resends(requests)[0]?.body ?? '')).toEqual({ email: 'hanako@example.co.jp' });
    await user.click(within(dialog).getByRole('button', { name: '閉じる' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The form behind is as it was: not submitted along with the dialog.
    expect(screen.getByRole('heading', { level: 1, name: 'トライアルのお申し込み' })).toBeInTheDocument();
    expect(screen.queryByText('必須項目です。')).not.toBeInTheDocument();
  });

  it('refuses "yamamoto@himawari" with the hint and sends nothing', async () => {
    const requests = mockApi(publicApi({ [`POST ${RESEND_PATH}`]: () => jsonResponse(202, {}) }));
    const { user } = renderRoutes(publicPageRoutes, '/public/pages/entry');

    const dialog = await openDialog(user);
    await pasteInto(user, within(dialog).getByRole('textbox', { name: /^メールアドレス/ }), 'yamamoto@himawari');
    await user.click(within(dialog).getByRole('button', { name: '確認メールを再送する' }));

    expect(
      await within(dialog).findByText('「@」より後ろは、example.co.jp のようにドメイン名を最後まで入力してください。'),
    ).toBeInTheDocument();
    expect(resends(requests)).toHaveLength(0);
  });

  it('says to wait when the resends are rate-limited', async () => {
    mockApi(publicApi({ [`POST ${RESEND_PATH}`]: () => apiErrorResponse(429, API_ERROR_CODES.tooManyRequests, RESEND_PATH) }));
    const { user } = renderRoutes(publicPageRoutes, '/public/pages/entry');

    const dialog = await openDialog(user);
    await pasteInto(user, within(dialog).getByRole('textbox', { name: /^メールアドレス/ }), 'hanako@example.co.jp');
    await user.click(within(dialog).getByRole('button', { name: '確認メールを再送する' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('短い時間にリクエストが集中しました。');
  });
});
