import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API_ERROR_CODES, type CartDetail } from '@tvcm/contracts';
import { describe, expect, it } from 'vitest';
import { useToastStore } from '../../../lib/toasts';
import { apiErrorResponse, jsonResponse, mockApi } from '../../../test/mock-api';
import { CartDetailPage } from './cart-detail-page';
import { buildTwoStationCart } from './cart-detail-test-data';
import { apiErrorWithParams, renderCartPage } from './cart-test-kit';

const ADVERTISERS = {
  advertisers: [
    {
      id: 31,
      code: '0001',
      name: 'さくら食品株式会社',
      industry: 'FOOD',
      brands: [],
      linkedCompany: null,
      updatedAt: '2026-11-01T00:00:00.000Z',
    },
    {
      id: 32,
      code: '0002',
      name: 'かえで自動車',
      industry: 'AUTOMOTIVE',
      brands: [],
      linkedCompany: null,
      updatedAt: '2026-11-01T00:00:00.000Z',
    },
  ],
};

function applyApi(cart: { detail: CartDetail }, apply: Parameters<typeof mockApi>[0][string]) {
  const requests = mockApi({
    'GET /api/carts/5': () => jsonResponse(200, cart.detail),
    'GET /api/advertisers': () => jsonResponse(200, ADVERTISERS),
    'POST /api/carts/5/applications': apply,
  });
  return { posts: () => requests.filter((request) => request.method === 'POST') };
}

const toasts = () => useToastStore.getState().toasts.map(({ severity, message }) => ({ severity, message }));
const dialog = () => screen.getByRole('dialog', { name: '購入申込' });

async function openDialog() {
  const view = renderCartPage(<CartDetailPage />, { path: '/agency/cart/5', pattern: '/agency/cart/:cartId' });
  await view.user.click(await screen.findByRole('button', { name: '購入申込' }));
  await within(dialog()).findByRole('combobox', { name: /広告主/ });
  return view;
}

/** Fills the text fields at once (one change event each), picks the advertiser, and ticks the agreements given. */
async function fillForm(user: Awaited<ReturnType<typeof openDialog>>['user'], agreements: string[]) {
  const form = within(dialog());
  await user.click(form.getByRole('combobox', { name: /広告主/ }));
  await user.click(await screen.findByRole('option', { name: 'さくら食品株式会社（0001）' }));
  // Every control is looked up before the first change: a query right after a change works out the
  // styles of the page afresh, one between two others reuses them.
  const product = form.getByRole('textbox', { name: /商品名/ });
  const length = form.getByRole('radio', { name: '30秒' });
  const materialNote = form.getByRole('textbox', { name: /素材についての連絡事項/ });
  const contactName = form.getByRole('textbox', { name: /担当者名/ });
  const contactPhone = form.getByRole('textbox', { name: /担当者の電話番号/ });
  const agreementBoxes = agreements.map((station) => form.getByRole('checkbox', { name: `${station}の販売条件に同意する` }));
  fireEvent.change(product, { target: { value: '  さくらのお茶  ' } });
  fireEvent.click(length);
  fireEvent.change(materialNote, { target: { value: '11/20 搬入予定' } });
  fireEvent.change(contactName, { target: { value: '山田 太郎' } });
  fireEvent.change(contactPhone, { target: { value: '03-1234-5678' } });
  for (const box of agreementBoxes) fireEvent.click(box);
}

describe('ApplyCartDialog', () => {
  it('asks for every field and for agreement to each station’s sales terms before applying', async () => {
    const { posts } = applyApi({ detail: buildTwoStationCart() }, () => jsonResponse(201, { bookings: [] }));
    const { user } = await openDialog();

    const form = within(dialog());
    expect(form.getByText('2局・4枠・1,300,000円')).toBeInTheDocument();
    expect(form.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([
      '関東テレビの販売条件に同意する',
      'さくらテレビの販売条件に同意する',
    ]);
    expect(form.getByRole('radio', { name: '15秒' })).toBeChecked();
    await user.click(form.getByRole('button', { name: '申し込む' }));

    expect(await form.findAllByText('必須項目です。')).toHaveLength(3);
    expect(form.getByRole('combobox', { name: /広告主/ })).toHaveAccessibleDescription('必須項目です。');
    expect(form.getByText('すべての放送局の販売条件に同意してください。')).toBeInTheDocument();
    expect(form.getByRole('group', { name: /販売条件への同意/ })).toHaveAccessibleDescription(
      'すべての放送局の販売条件に同意してください。',
    );

    // One station is not enough.
    await fillForm(user, ['関東テレビ']);
    await user.click(form.getByRole('button', { name: '申し込む' }));
    expect(await form.findByText('すべての放送局の販売条件に同意してください。')).toBeInTheDocument();
    expect(posts()).toEqual([]);
  });

  it('applies with what the buyer stated, says so and goes to the booking list', async () => {
    const { posts } = applyApi({ detail: buildTwoStationCart() }, () =>
      jsonResponse(201, {
        bookings: [
          { id: 1, applicationNumber: 'A0001', station: { id: 1, name: '関東テレビ' }, status: 'APPLIED' },
          { id: 2, applicationNumber: 'A0002', station: { id: 2, name: 'さくらテレビ' }, status: 'APPLIED' },
        ],
      }),
    );
    const { user, location } = await openDialog();

    await fillForm(user, ['関東テレビ', 'さくらテレビ']);
    await user.click(within(dialog()).getByRole('button', { name: '申し込む' }));

    await waitFor(() => expect(location().pathname).toBe('/agency/bookings'));
    expect(posts().map((request) => [request.url.pathname, JSON.parse(request.body)])).toEqual([
      [
        '/api/carts/5/applications',
        {
          advertiserId: 31,
          productName: 'さくらのお茶',
          cmLengthSeconds: 30,
          materialNote: '11/20 搬入予定',
          contactName: '山田 太郎',
          contactPhone: '03-1234-5678',
          agreedStationIds: [1, 2],
        },
      ],
    ]);
    expect(toasts()).toEqual([{ severity: 'success', message: '購入申込を受け付けました（2件）。' }]);
  });

  it('marks the lines the API names as no longer available (CRT00055) and keeps what was typed', async () => {
    const cart = { detail: buildTwoStationCart() };
    const { posts } = applyApi(cart, () => {
      cart.detail = {
        ...cart.detail,
        items: cart.detail.items.map((item) => (item.id === 2 ? { ...item, available: false } : item)),
      };
      return apiErrorWithParams(409, API_ERROR_CODES.cartPartiallyAdded, '/api/carts/5/applications', { items: '2,3' });
    });
    const { user } = await openDialog();

    await fillForm(user, ['関東テレビ', 'さくらテレビ']);
    await user.click(within(dialog()).getByRole('button', { name: '申し込む' }));

    expect(
      await screen.findByText('カートに追加できない枠があります。件数をご確認のうえ、再度お試しください。'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const marked = [...document.querySelectorAll('tr[data-unavailable]')].map((row) => row.querySelector('th')?.textContent);
    expect(marked).toEqual([
      '7:00⚠ 購入不可販売が終了したか、残り枠数が足りません',
      '20:00⚠ 購入不可販売が終了したか、残り枠数が足りません',
    ]);
    expect(screen.getByText(/購入できない枠が2件あります/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '購入申込' })).toBeDisabled();
    expect(posts()).toHaveLength(1);
    expect(toasts()).toEqual([]);
    // The dialog keeps the form while closed.
    expect(document.querySelector('input[name="productName"]')).toHaveValue('  さくらのお茶  ');
  });

  it('names the stations that have not granted a trial company applying (CRT00012) and keeps the dialog open', async () => {
    const { posts } = applyApi({ detail: buildTwoStationCart() }, () =>
      apiErrorWithParams(403, API_ERROR_CODES.applicationNotGranted, '/api/carts/5/applications', { stations: '2' }),
    );
    const { user } = await openDialog();

    await fillForm(user, ['関東テレビ', 'さくらテレビ']);
    await user.click(within(dialog()).getByRole('button', { name: '申し込む' }));

    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      '次の放送局からは購入申込の権限が付与されていないため、申し込めません：さくらテレビ。',
    );
    expect(posts()).toHaveLength(1);
    expect(toasts()).toEqual([]);
  });

  it('applies once on a double click', async () => {
    const { posts } = applyApi({ detail: buildTwoStationCart() }, () =>
      jsonResponse(201, {
        bookings: [{ id: 1, applicationNumber: 'A0001', station: { id: 1, name: '関東テレビ' }, status: 'APPLIED' }],
      }),
    );
    const { user, location } = await openDialog();

    await fillForm(user, ['関東テレビ', 'さくらテレビ']);
    await user.dblClick(within(dialog()).getByRole('button', { name: '申し込む' }));

    await waitFor(() => expect(location().pathname).toBe('/agency/bookings'));
    expect(posts()).toHaveLength(1);
  });

  it('starts from the slots’ CM length and explains a length other than a slot’s (CRT00013)', async () => {
    const cart = buildTwoStationCart();
    const detail = { ...cart, items: cart.items.map((item) => ({ ...item, slot: { ...item.slot, length: 30 } })) };
    applyApi({ detail }, () =>
      apiErrorWithParams(409, API_ERROR_CODES.cmLengthMismatch, '/api/carts/5/applications', { items: '1,2' }),
    );
    const { user } = await openDialog();
    expect(within(dialog()).getByRole('radio', { name: '30秒' })).toBeChecked();

    await fillForm(user, ['関東テレビ', 'さくらテレビ']);
    fireEvent.click(within(dialog()).getByRole('radio', { name: '15秒' }));
    await user.click(within(dialog()).getByRole('button', { name: '申し込む' }));

    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      '選んだCM秒数と長さの違う枠がカートに2件あるため、申し込めません。',
    );
    expect(toasts()).toEqual([]);
  });

  it('explains a refusal for terms not agreed (CRT00011) in the dialog', async () => {
    applyApi({ detail: buildTwoStationCart() }, () =>
      apiErrorResponse(409, API_ERROR_CODES.salesTermsNotAgreed, '/api/carts/5/applications'),
    );
    const { user } = await openDialog();

    await fillForm(user, ['関東テレビ', 'さくらテレビ']);
    await user.click(within(dialog()).getByRole('button', { name: '申し込む' }));

    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('すべての放送局の販売条件に同意してください。');
    expect(toasts()).toEqual([]);
  });
});
