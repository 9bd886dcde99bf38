import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { jsonResponse, mockApi } from '../../test/mock-api';
import { buildCartDetail, buildSlot } from './components/cart-test-kit';
import { useCartStore } from './store';
import { useSlotIdsInCart } from './use-slot-ids-in-cart';

const FIGURES = { target: 'household', ratingType: 'realtime' } as const;

function renderSlotIds() {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useSlotIdsInCart(FIGURES), { wrapper });
}

beforeEach(() => {
  sessionStorage.clear();
  useCartStore.setState({ currentCartId: null, settled: true });
});

describe('useSlotIdsInCart', () => {
  it('is empty without a current cart, and asks the server nothing', () => {
    const requests = mockApi({});
    const { result } = renderSlotIds();
    expect(result.current.size).toBe(0);
    expect(requests).toEqual([]);
  });

  it('holds the slots of the current cart’s items, the same set from render to render', async () => {
    useCartStore.setState({ currentCartId: 5 });
    mockApi({
      'GET /api/carts/5': () =>
        jsonResponse(
          200,
          buildCartDetail({
            items: [
              { id: 1, quantity: 2, amount: 800_000, slot: buildSlot({ id: 101 }), available: true },
              { id: 2, quantity: 1, amount: 400_000, slot: buildSlot({ id: 205 }), available: true },
            ],
          }),
        ),
    });
    const { result, rerender } = renderSlotIds();

    await waitFor(() => expect([...result.current]).toEqual([101, 205]));
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });

  it('empties when the current cart is dropped', async () => {
    useCartStore.setState({ currentCartId: 5 });
    mockApi({
      'GET /api/carts/5': () =>
        jsonResponse(
          200,
          buildCartDetail({ items: [{ id: 1, quantity: 1, amount: 1, slot: buildSlot({ id: 101 }), available: true }] }),
        ),
    });
    const { result } = renderSlotIds();
    await waitFor(() => expect(result.current.has(101)).toBe(true));

    useCartStore.getState().setCurrentCart(null);
    await waitFor(() => expect(result.current.size).toBe(0));
  });
});
