import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { POPUP_HOVER_DELAY_MS } from '@tvcm/contracts';
import { type ReactNode, useRef } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { MenuGroup } from '../../../features/shell/menu/compute-menu';
import { buildNotifications } from '../../../test/shell-fixtures';
import { AppProviders } from '../../providers';
import { MenuGroupItem } from './menu-group-item';
import { MenuPopupsProvider } from './menu-popups';

const airingConditions: MenuGroup = {
  type: 'group',
  id: 'airingConditions',
  label: 'airingConditions',
  icon: 'tune',
  tooltip: 'airingConditions',
  children: [
    { type: 'link', id: 'planList', label: 'planList', target: { site: 'main', path: '/agency/plannings' } },
    { type: 'link', id: 'planCreate', label: 'planCreate', target: { site: 'main', path: '/agency/plannings/edit' } },
    { type: 'link', id: 'digitalPlanning', label: 'digitalPlanning', target: { site: 'main', path: '/agency/digital_planning' } },
  ],
};

/** A menu around the entries under test, deciding which popup is open as the side menu does. */
function MenuHarness({ children }: { children: ReactNode }) {
  const navRef = useRef<HTMLElement>(null);
  return (
    <nav ref={navRef}>
      <MenuPopupsProvider containerRef={navRef}>{children}</MenuPopupsProvider>
    </nav>
  );
}

function renderGroup({ collapsed = false, group = airingConditions } = {}) {
  // No pause between user-event's steps: under fake timers it would wait on a clock nobody moves.
  const user = userEvent.setup({ delay: null });
  render(
    <AppProviders>
      <MemoryRouter>
        <MenuHarness>
          <ul>
            <MenuGroupItem group={group} collapsed={collapsed} notifications={buildNotifications()} />
          </ul>
          <a href="/after">after</a>
        </MenuHarness>
      </MemoryRouter>
    </AppProviders>,
  );
  return { user, trigger: screen.getByRole('button', { name: '放送条件から探す' }) };
}

const popupLinks = () => screen.queryAllByRole('link', { name: /プラン|プランニング/ });

describe('MenuGroupItem', () => {
  it('opens after the hover delay, not before, and closes when the pointer leaves', async () => {
    const { user, trigger } = renderGroup();
    vi.useFakeTimers();

    await user.hover(trigger);
    act(() => vi.advanceTimersByTime(POPUP_HOVER_DELAY_MS - 1));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(popupLinks()).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(popupLinks().map((link) => link.getAttribute('href'))).toEqual([
      '/agency/plannings',
      '/agency/plannings/edit',
      '/agency/digital_planning',
    ]);
    expect(screen.getByRole('list', { name: '放送条件から探す' })).toBeInTheDocument();

    await user.unhover(trigger);
    act(() => vi.runOnlyPendingTimers());
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(popupLinks()).toEqual([]);
  });

  it('does not open for a pointer that only passes over it', async () => {
    const { user, trigger } = renderGroup();
    vi.useFakeTimers();

    await user.hover(trigger);
    act(() => vi.advanceTimersByTime(POPUP_HOVER_DELAY_MS - 1));
    await user.unhover(trigger);
    act(() => vi.runAllTimers());

    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(popupLinks()).toEqual([]);
  });

  it('shows the tooltip of the spec in the popup and as the description of the parent', async () => {
    const { user, trigger } = renderGroup();
    const tooltip = 'キャンペーンの規模と予算から、テレビCMとデジタル動画広告をCPMの低い順に一覧表示します。';
    expect(trigger).toHaveAccessibleDescription(tooltip);
    vi.useFakeTimers();

    await user.hover(trigger);
    act(() => vi.advanceTimersByTime(POPUP_HOVER_DELAY_MS));

    expect(screen.getAllByText(tooltip)).toHaveLength(2);
  });

  it('opens on keyboard focus, so Tab walks into the children and out again', async () => {
    const { user, trigger } = renderGroup();

    await user.tab();
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');

    await user.tab();
    expect(screen.getByRole('link', { name: 'プラン一覧' })).toHaveFocus();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'after' })).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it.each(['{Enter}', ' ', '{ArrowRight}', '{ArrowDown}'])('moves into the popup with %s', async (key) => {
    const { user, trigger } = renderGroup();
    act(() => trigger.focus());

    await user.keyboard(key);

    expect(screen.getByRole('link', { name: 'プラン一覧' })).toHaveFocus();
  });

  it('moves with the arrow keys inside, wrapping round, and Escape closes and returns to the parent', async () => {
    const { user, trigger } = renderGroup();
    act(() => trigger.focus());
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('link', { name: 'TV×デジタルプランニング' })).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'プラン一覧' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'プラン作成' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('link', { name: 'TV×デジタルプランニング' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('link', { name: 'プラン一覧' })).toHaveFocus();

    await user.keyboard('{Escape}');

    expect(trigger).toHaveFocus();
    // Focus came back by Escape: the popup must stay closed rather than reopen on that focus.
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(popupLinks()).toEqual([]);
  });

  it('closes with Escape on the parent itself', async () => {
    const { user, trigger } = renderGroup();
    act(() => trigger.focus());
    expect(trigger).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');

    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('works the same in the collapsed menu, naming the group in the popup', async () => {
    const { user, trigger } = renderGroup({ collapsed: true });
    expect(trigger).toHaveTextContent('放');

    act(() => trigger.focus());
    await user.keyboard('{Enter}');

    expect(screen.getByRole('link', { name: 'プラン一覧' })).toHaveFocus();
    expect(screen.getByRole('list', { name: '放送条件から探す' })).toBeInTheDocument();
  });

  it('opens a new-tab child with noopener and says so', async () => {
    const guides: MenuGroup = {
      type: 'group',
      id: 'guides',
      label: 'guides',
      icon: 'menuBook',
      children: [
        { type: 'link', id: 'searchGuide', label: 'searchGuide', target: { site: 'main', path: '/wp/guide' } },
        {
          type: 'link',
          id: 'purchaseBookingGuide',
          label: 'purchaseBookingGuide',
          target: { site: 'main', path: '/config/purchase_booking_guide' },
          newTab: true,
        },
      ],
    };
    const user = userEvent.setup();
    render(
      <AppProviders>
        <MemoryRouter>
          <MenuHarness>
            <ul>
              <MenuGroupItem group={guides} collapsed={false} notifications={undefined} />
            </ul>
          </MenuHarness>
        </MemoryRouter>
      </AppProviders>,
    );
    await user.click(screen.getByRole('button', { name: 'ガイド' }));

    const link = screen.getByRole('link', { name: '購入・予約ガイド（新しいタブで開きます）' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: '検索ガイド' })).not.toHaveAttribute('target');
  });

  it('a second click on the open parent closes its popup; the first keeps a hovered popup open', async () => {
    const { user, trigger } = renderGroup();

    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });

  it('keeps only one popup open: a focused parent closes when another is hovered', async () => {
    const user = userEvent.setup({ delay: null });
    const guides: MenuGroup = { ...airingConditions, id: 'guides', label: 'guides', icon: 'menuBook', tooltip: undefined };
    render(
      <AppProviders>
        <MemoryRouter>
          <MenuHarness>
            <ul>
              <MenuGroupItem group={airingConditions} collapsed={false} notifications={undefined} />
              <MenuGroupItem group={guides} collapsed={false} notifications={undefined} />
            </ul>
          </MenuHarness>
        </MemoryRouter>
      </AppProviders>,
    );
    const airing = screen.getByRole('button', { name: '放送条件から探す' });
    const guidesTrigger = screen.getByRole('button', { name: 'ガイド' });
    vi.useFakeTimers();

    act(() => airing.focus());
    expect(airing).toHaveAttribute('aria-expanded', 'true');
    await user.hover(guidesTrigger);
    act(() => vi.advanceTimersByTime(POPUP_HOVER_DELAY_MS));

    expect(guidesTrigger).toHaveAttribute('aria-expanded', 'true');
    expect(airing).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('list', { name: /放送条件から探す|ガイド/ })).toHaveLength(1);
  });
});
