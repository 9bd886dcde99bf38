import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TableScroller } from './table-scroller';

/** A box of 300 px whose table is `contentWidth` wide, laid out as a browser would report it. */
function layOut(element: HTMLElement, contentWidth: number) {
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: 300 });
  Object.defineProperty(element, 'scrollWidth', { configurable: true, value: contentWidth });
}

let report: () => void = () => {};
class FakeResizeObserver {
  constructor(callback: () => void) {
    report = callback;
  }
  observe() {}
  disconnect() {}
}

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderTable() {
  render(
    <TableScroller label="枠の一覧">
      <table>
        <tbody>
          <tr>
            <td>11/27(金)</td>
          </tr>
        </tbody>
      </table>
    </TableScroller>,
  );
  return screen.getByRole('region', { name: '枠の一覧' });
}

describe('TableScroller', () => {
  it('shows no sign of hidden columns when its table fits', () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    const region = renderTable();
    layOut(region, 300);
    act(() => report());
    expect(region).not.toHaveAttribute('data-more-after');
    expect(region).not.toHaveAttribute('data-more-before');
  });

  it('marks the side where columns are hidden, following the scroll', () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    const region = renderTable();
    layOut(region, 500);
    act(() => report());
    expect(region).toHaveAttribute('data-more-after');
    expect(region).not.toHaveAttribute('data-more-before');

    region.scrollLeft = 200;
    act(() => {
      region.dispatchEvent(new Event('scroll'));
    });
    expect(region).toHaveAttribute('data-more-before');
    expect(region).not.toHaveAttribute('data-more-after');
  });

  it('lets a first column wider than half the box scroll with the rest', () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    const region = renderTable();
    layOut(region, 500);
    act(() => report());
    expect(region).not.toHaveAttribute('data-wide-first-cell');

    Object.defineProperty(screen.getByText('11/27(金)'), 'offsetWidth', { configurable: true, value: 200 });
    act(() => report());
    expect(region).toHaveAttribute('data-wide-first-cell');
  });

  it('can be reached by keyboard to scroll it', () => {
    expect(renderTable()).toHaveAttribute('tabindex', '0');
  });
});
