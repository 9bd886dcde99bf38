import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API_ERROR_CODES } from '@tvcm/contracts';
import { describe, expect, it } from 'vitest';
import { useToastStore } from '../../../../lib/toasts';
import { doubleClickAtOnce } from '../../../../test/double-click-at-once';
import { profileRoutes } from '../../../../test/feature-routes';
import { heldAnswer } from '../../../../test/held-answer';
import { apiErrorResponse, emptyResponse, mockApi } from '../../../../test/mock-api';
import { renderRoutes } from '../../../../test/render-routes';
import { buildUser, SIGNED_IN_USER_ID, signedInApi } from '../../../../test/shell-fixtures';

const PROFILE = '/agency/edit_my_profile';
const PASSWORD_PATH = `PUT /api/users/${SIGNED_IN_USER_ID}/password`;

const section = async () => within(await screen.findByRole('region', { name: 'パスワード変更' }));
const toasts = () => useToastStore.getState().toasts.map(({ severity, message }) => ({ severity, message }));

/** The three fields, looked up once: each query over a form costs a style computation per element. */
async function fields() {
  const form = await section();
  return {
    form,
    current: form.getByLabelText(/^現在のパスワード/),
    next: form.getByLabelText(/^新しいパスワード\s*\*?$/),
    confirmation: form.getByLabelText(/^新しいパスワード（確認）/),
    submit: form.getByRole('button', { name: 'パスワードを変更' }),
  };
}

function fill(field: HTMLElement, value: string) {
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
}

describe('password change on the profile page', () => {
  it('changes the password with the current one, says the other logins ended, and clears the form', async () => {
    const requests = mockApi(signedInApi({}, { [PASSWORD_PATH]: () => emptyResponse(204) }));
    const { user } = renderRoutes(profileRoutes, PROFILE);
    const { form, current, next, confirmation, submit } = await fields();
    expect(form.getByText('パスワードの条件')).toBeInTheDocument();
    expect(next).toHaveAccessibleDescription(/10文字以上/);

    fill(current, 'old-password-1');
    fill(next, 'new-password-42');
    fill(confirmation, 'new-password-42');
    await user.click(submit);

    await waitFor(() =>
      expect(toasts()).toEqual([
        { severity: 'success', message: 'パスワードを変更しました。他の端末のログインは終了しました。' },
      ]),
    );
    const sent = requests.find((request) => request.method === 'PUT');
    expect(JSON.parse(sent?.body ?? '')).toEqual({ currentPassword: 'old-password-1', newPassword: 'new-password-42' });
    for (const field of [current, next, confirmation]) expect(field).toHaveValue('');
  });

  it('changes the password once on a double click, and says nothing of a wrong current password', async () => {
    const answer = heldAnswer();
    let changed = false;
    const requests = mockApi(
      signedInApi(
        {},
        {
          [PASSWORD_PATH]: () => {
            // Once changed, the old password is no longer the current one.
            if (changed) return apiErrorResponse(400, API_ERROR_CODES.currentPasswordWrong, '/api/users/password');
            changed = true;
            return answer.answer();
          },
        },
      ),
    );
    renderRoutes(profileRoutes, PROFILE);
    const { form, current, next, confirmation, submit } = await fields();

    fill(current, 'old-password-1');
    fill(next, 'new-password-42');
    fill(confirmation, 'new-password-42');
    doubleClickAtOnce(submit);

    expect(await form.findByRole('button', { name: '変更しています…' })).toBeDisabled();
    answer.release(emptyResponse(204));
    await waitFor(() => expect(toasts().map((toast) => toast.severity)).toEqual(['success']));
    expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(1);
    expect(current).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('checks the new password and its confirmation before any call', async () => {
    const requests = mockApi(signedInApi({ user: buildUser({ account: 'yamada01@example.co.jp' }) }));
    const { user } = renderRoutes(profileRoutes, PROFILE);
    const { form, current, next, confirmation, submit } = await fields();

    await user.click(submit);
    expect(await form.findAllByText('必須項目です。')).toHaveLength(3);

    fill(current, 'old-password-1');
    fill(next, 'new-password-42');
    fill(confirmation, 'new-password-43');
    expect(await form.findByText('新しいパスワードと一致しません。')).toBeInTheDocument();
    expect(confirmation).toHaveAttribute('aria-invalid', 'true');

    fill(next, 'passwordonly');
    fill(confirmation, 'passwordonly');
    expect(await form.findByText('英字と数字をそれぞれ1文字以上含めてください。')).toBeInTheDocument();

    // The account itself is refused, as on the reset page.
    fill(next, 'Yamada01@example.co.jp');
    fill(confirmation, 'Yamada01@example.co.jp');
    await user.click(submit);
    expect(await form.findByText('メールアドレスと同じ文字列はパスワードに使用できません。')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
  });

  it('says at the field that the current password is wrong, with no toast', async () => {
    mockApi(
      signedInApi(
        {},
        {
          [PASSWORD_PATH]: () =>
            apiErrorResponse(400, API_ERROR_CODES.currentPasswordWrong, `/api/users/${SIGNED_IN_USER_ID}/password`),
        },
      ),
    );
    const { user } = renderRoutes(profileRoutes, PROFILE);
    const { form, current, next, confirmation, submit } = await fields();

    fill(current, 'not-my-password-1');
    fill(next, 'new-password-42');
    fill(confirmation, 'new-password-42');
    await user.click(submit);

    expect(await form.findByText('現在のパスワードが正しくありません。')).toBeInTheDocument();
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveFocus();
    expect(next).toHaveValue('new-password-42');
    expect(toasts()).toEqual([]);
  });
});
