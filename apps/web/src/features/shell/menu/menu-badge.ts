import type { NotificationsResponse } from '@tvcm/contracts';
import type { MenuBadge } from '../../../lib/feature-menu';
import type { MenuGroup, MenuLink } from './compute-menu';

export type NotificationFlag = keyof NotificationsResponse;

/** What a lit flag says; the catalogue has a sentence for each under `menu.badges`. */
export type BadgeSignal = 'unpurchasedCart' | 'receivedCart' | 'proceededBooking' | 'receivedOffer';

/** Red for something to act on, blue for something received, half and half when both (SPEC.md §4). */
export type BadgeColour = 'red' | 'blue' | 'half';

export interface BadgeState {
  colour: BadgeColour;
  /** In a fixed order, for a stable accessible name. */
  signals: BadgeSignal[];
}

const SIGNAL_ORDER: readonly BadgeSignal[] = ['unpurchasedCart', 'receivedCart', 'proceededBooking', 'receivedOffer'];

function dotSignal(flag: NotificationFlag): BadgeSignal {
  return flag.startsWith('proceededBooking') ? 'proceededBooking' : 'receivedOffer';
}

/** Each notification flag an entry's badge watches, with what it means when lit. */
export function badgeFlags(badge: MenuBadge): { flag: NotificationFlag; signal: BadgeSignal }[] {
  if (badge.kind === 'cart') {
    return [
      { flag: badge.unpurchased, signal: 'unpurchasedCart' },
      { flag: badge.received, signal: 'receivedCart' },
    ];
  }
  return badge.flags.map((flag) => ({ flag, signal: dotSignal(flag) }));
}

function litSignals(link: MenuLink, notifications: NotificationsResponse): BadgeSignal[] {
  if (!link.badge) return [];
  return badgeFlags(link.badge)
    .filter(({ flag }) => notifications[flag])
    .map(({ signal }) => signal);
}

/** The badge for a set of lit signals, or null when none is lit. */
export function badgeStateOf(signals: Iterable<BadgeSignal>): BadgeState | null {
  const lit = new Set(signals);
  if (lit.size === 0) return null;
  const red = [...lit].some((signal) => signal !== 'receivedCart');
  const blue = lit.has('receivedCart');
  return {
    colour: red && blue ? 'half' : blue ? 'blue' : 'red',
    signals: SIGNAL_ORDER.filter((signal) => lit.has(signal)),
  };
}

/**
 * The badge an entry shows, or null for none. A group shows what its children show together, so
 * a notification stays visible while the group is closed.
 */
export function entryBadge(entry: MenuLink | MenuGroup, notifications: NotificationsResponse | undefined): BadgeState | null {
  if (!notifications) return null;
  const links = entry.type === 'group' ? entry.children : [entry];
  return badgeStateOf(links.flatMap((link) => litSignals(link, notifications)));
}
