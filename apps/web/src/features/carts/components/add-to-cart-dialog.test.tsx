import { screen, waitFor, within } from '@testing-library/react';
import type { CartSummary, SlotListItem } from '@tvcm/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '../../../lib/toasts';
import { apiErrorResponse, jsonResponse, mockApi, type RecordedRequest } from '../../../test/mock-api';
import { pasteInto } from '../../../test/paste-into';
import { useCartStore } from '../store';
import { AddToCartDialog } from './add-to-cart-dialog';
import { apiErrorWithParams, buildCart, buildSlot, KANSAI_STATION, renderWithQueries } from './cart-test-kit';

const FIGURES = { target: 'household', ratingType: 'realtime' } as const;

function renderDialog(slots: SlotListItem[] = [buildSlot()]) {
  const onClose = vi.fn();
  const onInventoryChanged = vi.fn();
  const view = renderWithQueries(
    <AddToCartDialog open slots={slots} figures={FIGURES} onClose={onClose} onInventoryChanged={onInventoryChanged} />,
  );
  return { ...view, onClose, onInventoryChanged };
}

/** A server holding `carts`; `GET /api/carts` answers what `carts` holds at the time. */
function cartsApi(carts: { list: CartSummary[] }, handlers: Parameters<typeof mockApi>[0] = {}) {
  const requests = mockApi({ 'GET /api/carts': () => jsonResponse(200, { carts: carts.list }), ...handlers });
  const posts = () => requests.filter((request) => request.method === 'POST');
  return { requests, posts };
}

const bodyOf = (request: RecordedRequest | undefined) => JSON.parse(request?.body ?? 'null') as unknown;
const dialog = () => screen.getByRole('dialog', { name: 'カートに追加' });
const submitButton = () => within(dialog()).getByRole('button', { name: 'カートに追加' });
const toasts = () => useToastStore.getState().toasts.map(({ severity, message }) => ({ severity, message }));
/** The choices settle once the carts have loaded; the button waits for that. */
const readyToSubmit = () => waitFor(() => expect(submitButton()).toBeEnabled());

beforeEach(() => {
  sessionStorage.clear();
  useCartStore.setState({ currentCartId: null, settled: true });
});

describe('AddToCartDialog', () => {
  it('shows the slot’s terms and the chosen target’s figures, with the focus on the quantity', async () => {
    cartsApi({ list: [] });
    renderDialog();

    const details = within(dialog()).getByRole('region', { name: '追加する枠' });
    for (const text of ['関東テレビ（関東）', '11/23(月) 25:30', '15秒・SB', '直前', '深夜のニュース', '400,000円', '3枠']) {
      expect(within(details).getByText(text)).toBeInTheDocument();
    }
    expect(within(details).getByText('視聴率（世帯・リアルタイム）').nextSibling).toHaveTextContent('12.3%');
    expect(within(details).getByText('パーコスト（世帯）').nextSibling).toHaveTextContent('32,415円');
    expect(within(details).getByText('CPM（世帯）').nextSibling).toHaveTextContent('1,500円');
    expect(within(dialog()).getByRole('textbox', { name: '枠数' })).toHaveFocus();
    await readyToSubmit();
  });

  it('adds units to the current cart, says so in a toast and closes', async () => {
    useCartStore.setState({ currentCartId: 5 });
    const { posts } = cartsApi(
      { list: [buildCart({ id: 5, name: '関東 11/16 カート' })] },
      { 'POST /api/carts/5/items': () => jsonResponse(201, buildCart({ id: 5, units: 3 })) },
    );
    const { user, onClose } = renderDialog();

    await readyToSubmit();
    expect(within(dialog()).getByRole('radio', { name: '現在のカート：関東 11/16 カート（関東）' })).toBeChecked();
    const quantity = within(dialog()).getByRole('textbox', { name: '枠数' });
    await user.clear(quantity);
    await user.paste('2');
    expect(within(dialog()).getByText('合計金額').nextSibling).toHaveTextContent('800,000円（2枠）');
    await user.click(submitButton());

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(posts().map((request) => request.url.pathname)).toEqual(['/api/carts/5/items']);
    expect(bodyOf(posts()[0])).toEqual({ slotId: 101, quantity: 2 });
    expect(toasts()).toEqual([{ severity: 'success', message: '2件の枠をカートに追加しました。' }]);
    expect(useCartStore.getState().currentCartId).toBe(5);
  });

  it('makes a new cart under the suggested name, adds each selected slot to it and makes it current', async () => {
    const { posts } = cartsApi(
      { list: [] },
      {
        'POST /api/carts': () => jsonResponse(201, buildCart({ id: 9, area: null, itemCount: 0, units: 0 })),
        'POST /api/carts/9/items': () => jsonResponse(201, buildCart({ id: 9 })),
      },
    );
    const slots = [buildSlot({ id: 101, date: '2026-11-24' }), buildSlot({ id: 102, date: '2026-11-23', remaining: 1 })];
    const { user, onClose } = renderDialog(slots);

    await readyToSubmit();
    expect(within(dialog()).getByText('2件の枠を選択中')).toBeInTheDocument();
    expect(within(dialog()).getByRole('radio', { name: '新しいカート' })).toBeChecked();
    expect(within(dialog()).getByRole('textbox', { name: '新しいカートの名前' })).toHaveValue('関東 11/23 カート');
    // The fewest units left among the slots bounds the quantity for each.
    expect(within(dialog()).getByText('1〜1の整数')).toBeInTheDocument();
    await user.click(submitButton());

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(posts().map((request) => [request.url.pathname, bodyOf(request)])).toEqual([
      ['/api/carts', { name: '関東 11/23 カート' }],
      ['/api/carts/9/items', { slotId: 101, quantity: 1 }],
      ['/api/carts/9/items', { slotId: 102, quantity: 1 }],
    ]);
    expect(toasts()).toEqual([{ severity: 'success', message: '2件の枠をカートに追加しました。' }]);
    expect(useCartStore.getState().currentCartId).toBe(9);
  });

  it('offers a name no cart has yet, and makes one cart on a double click', async () => {
    const { posts } = cartsApi(
      {
        list: [
          buildCart({ id: 3, name: '関東 11/23 カート', status: 'APPLIED' }),
          buildCart({ id: 4, name: '関東 11/23 カート (2)', status: 'APPLIED' }),
        ],
      },
      {
        'POST /api/carts': () => jsonResponse(201, buildCart({ id: 9, area: null, itemCount: 0, units: 0 })),
        'POST /api/carts/9/items': () => jsonResponse(201, buildCart({ id: 9 })),
      },
    );
    const { user, onClose } = renderDialog();

    await readyToSubmit();
    expect(within(dialog()).getByRole('textbox', { name: '新しいカートの名前' })).toHaveValue('関東 11/23 カート (3)');
    await user.dblClick(submitButton());

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(posts().map((request) => [request.url.pathname, bodyOf(request)])).toEqual([
      ['/api/carts', { name: '関東 11/23 カート (3)' }],
      ['/api/carts/9/items', { slotId: 101, quantity: 1 }],
    ]);
  });

  it('adds to another cart of the same area picked from the list', async () => {
    const { posts } = cartsApi(
      { list: [buildCart({ id: 7, name: '空のカート', area: null }), buildCart({ id: 5, name: '関東の案' })] },
      { 'POST /api/carts/5/items': () => jsonResponse(201, buildCart({ id: 5 })) },
    );
    const { user, onClose } = renderDialog();

    await readyToSubmit();
    await user.click(within(dialog()).getByRole('combobox', { name: 'カートを選択' }));
    await user.click(screen.getByRole('option', { name: '関東の案（関東）' }));
    expect(within(dialog()).getByRole('radio', { name: '他のカート' })).toBeChecked();
    await user.click(submitButton());

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(posts().map((request) => request.url.pathname)).toEqual(['/api/carts/5/items']);
    expect(useCartStore.getState().currentCartId).toBe(5);
  });

  it('lists carts of another area as not selectable, with the reason', async () => {
    useCartStore.setState({ currentCartId: 5 });
    cartsApi({
      list: [
        buildCart({ id: 5, name: '関西の案', area: { code: 'kansai', name: '関西' } }),
        buildCart({ id: 6, name: '福岡の案', area: { code: 'fukuoka', name: '福岡' } }),
        buildCart({ id: 7, name: '関東の案' }),
      ],
    });
    const { user } = renderDialog();

    await readyToSubmit();
    const current = within(dialog()).getByRole('radio', {
      name: '現在のカート：関西の案（関西）（関西エリアの枠が入っているため選べません）',
    });
    expect(current).toBeDisabled();
    // The current cart cannot take the slot, so a new cart is the default.
    expect(within(dialog()).getByRole('radio', { name: '新しいカート' })).toBeChecked();

    await user.click(within(dialog()).getByRole('combobox', { name: 'カートを選択' }));
    const fukuoka = screen.getByRole('option', { name: /福岡の案/ });
    expect(fukuoka).toHaveAttribute('aria-disabled', 'true');
    expect(fukuoka).toHaveTextContent('福岡エリアの枠が入っているため選べません');
    expect(screen.getByRole('option', { name: '関東の案（関東）' })).not.toHaveAttribute('aria-disabled');
  });

  it('explains CRT00007 naming the cart’s area and stays open with what was typed', async () => {
    useCartStore.setState({ currentCartId: 5 });
    cartsApi(
      // The list was read before a colleague put a 関東 slot in the cart.
      { list: [buildCart({ id: 5, name: '共有カート', area: null })] },
      {
        'POST /api/carts/5/items': () => apiErrorWithParams(409, 'CRT00007', '/api/carts/5/items', { area: '関東' }),
      },
    );
    const { user, onClose } = renderDialog([buildSlot({ station: KANSAI_STATION, areaName: '関西' })]);

    await readyToSubmit();
    await pasteInto(user, within(dialog()).getByRole('textbox', { name: '新しいカートの名前' }), '（控え）');
    await user.click(within(dialog()).getByRole('radio', { name: '現在のカート：共有カート' }));
    await user.click(submitButton());

    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'カートには既に関東エリアの枠が入っています。1つのカートには同じエリアの枠のみ追加できます。',
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(toasts()).toEqual([]);
    expect(within(dialog()).getByRole('textbox', { name: '新しいカートの名前' })).toHaveValue('関西 11/23 カート（控え）');
  });

  it('explains CRT00055 and has the page refresh the remaining units', async () => {
    useCartStore.setState({ currentCartId: 5 });
    cartsApi(
      { list: [buildCart({ id: 5 })] },
      { 'POST /api/carts/5/items': () => apiErrorResponse(409, 'CRT00055', '/api/carts/5/items') },
    );
    const { user, onClose, onInventoryChanged } = renderDialog();

    await readyToSubmit();
    await user.click(submitButton());

    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'カートに追加できない枠があります。件数をご確認のうえ、再度お試しください。',
    );
    expect(onInventoryChanged).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
    expect(toasts()).toEqual([]);
  });

  it('explains CRT04001, forgets the deleted current cart and offers a new one instead', async () => {
    useCartStore.setState({ currentCartId: 5 });
    const carts = { list: [buildCart({ id: 5, name: '消えるカート' })] };
    cartsApi(carts, {
      'POST /api/carts/5/items': () => {
        carts.list = [];
        return apiErrorResponse(404, 'CRT04001', '/api/carts/5/items');
      },
    });
    const { user, onClose } = renderDialog();

    await readyToSubmit();
    await user.click(submitButton());

    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('カートが存在しないか、既に削除されています。');
    expect(useCartStore.getState().currentCartId).toBeNull();
    await waitFor(() => expect(within(dialog()).queryByRole('radio', { name: /消えるカート/ })).not.toBeInTheDocument());
    expect(within(dialog()).getByRole('radio', { name: '新しいカート' })).toBeChecked();
    expect(onClose).not.toHaveBeenCalled();
    expect(toasts()).toEqual([]);
  });

  it('after a refusal half-way, tries again with the cart it made and only the slots not yet added', async () => {
    let secondRefused = true;
    const carts = { list: [] as CartSummary[] };
    const { posts } = cartsApi(carts, {
      'POST /api/carts': () => {
        carts.list = [buildCart({ id: 9, name: '関東 11/23 カート', area: null })];
        return jsonResponse(201, carts.list[0]);
      },
      'POST /api/carts/9/items': (request) => {
        const { slotId } = bodyOf(request) as { slotId: number };
        if (slotId === 102 && secondRefused) {
          secondRefused = false;
          return apiErrorResponse(409, 'CRT00055', '/api/carts/9/items');
        }
        return jsonResponse(201, buildCart({ id: 9 }));
      },
    });
    const { user, onClose } = renderDialog([buildSlot({ id: 101 }), buildSlot({ id: 102 })]);

    await readyToSubmit();
    await user.click(submitButton());
    expect(await within(dialog()).findByText(/1件の枠は追加済みです/)).toBeInTheDocument();
    await readyToSubmit();
    // The cart made by the first attempt is now the current one, and the choice.
    expect(within(dialog()).getByRole('radio', { name: /現在のカート：関東 11\/23 カート/ })).toBeChecked();
    await user.click(submitButton());

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(posts().map((request) => [request.url.pathname, bodyOf(request)])).toEqual([
      ['/api/carts', { name: '関東 11/23 カート' }],
      ['/api/carts/9/items', { slotId: 101, quantity: 1 }],
      ['/api/carts/9/items', { slotId: 102, quantity: 1 }],
      ['/api/carts/9/items', { slotId: 102, quantity: 1 }],
    ]);
    expect(toasts()).toEqual([{ severity: 'success', message: '2件の枠をカートに追加しました。' }]);
  });

  it('shows any other failure as the usual error toast and stays open', async () => {
    useCartStore.setState({ currentCartId: 5 });
    cartsApi(
      { list: [buildCart({ id: 5 })] },
      { 'POST /api/carts/5/items': () => apiErrorResponse(400, 'VAL00001', '/api/carts/5/items') },
    );
    const { user, onClose } = renderDialog();

    await readyToSubmit();
    await user.click(submitButton());

    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(toasts()[0]?.severity).toBe('error');
    expect(within(dialog()).queryByRole('alert')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('does not submit a quantity beyond the units left, nor slots of two areas at once', async () => {
    cartsApi({ list: [] });
    const { user } = renderDialog([buildSlot({ id: 101 }), buildSlot({ id: 102, station: KANSAI_STATION, areaName: '関西' })]);

    await waitFor(() => expect(within(dialog()).getByRole('radio', { name: '新しいカート' })).toBeChecked());
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('異なるエリアの枠は1つのカートに入れられません');
    expect(submitButton()).toBeDisabled();

    const quantity = within(dialog()).getByRole('textbox', { name: '枠数（各枠に）' });
    await user.clear(quantity);
    await user.paste('4');
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog()).getByText('1〜3の整数を入力してください')).toBeInTheDocument();
  });

  it('is used from the keyboard: type the units, submit with Enter; Escape closes', async () => {
    useCartStore.setState({ currentCartId: 5 });
    const { posts } = cartsApi(
      { list: [buildCart({ id: 5 })] },
      { 'POST /api/carts/5/items': () => jsonResponse(201, buildCart({ id: 5 })) },
    );
    const { user, onClose } = renderDialog();

    await readyToSubmit();
    await user.keyboard('{Backspace}３{Enter}');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    // Full-width digits, as a Japanese input method types them, are read as numbers.
    expect(bodyOf(posts()[0])).toEqual({ slotId: 101, quantity: 3 });

    onClose.mockClear();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
