import type { BookingDetail, BookingItem, BookingMessage, BookingSummary } from '@tvcm/contracts';
import type { RouteObject } from 'react-router';
import { BOOKING_PAGES } from '../paths';
import { BookingDetailPage, StreamingBookingDetailPage } from './booking-detail-page';
import { BookingListPage, ReceptionListPage, StreamingBookingListPage, StreamingReceptionListPage } from './booking-list-screen';
import { ReceptionReviewPage, StreamingReceptionReviewPage } from './reception-review-page';

/** For tests only: the pages of both services at their addresses, without the shell around them. */
export const bookingRoutes: RouteObject[] = [
  { path: BOOKING_PAGES.buyer.list, element: <BookingListPage /> },
  { path: '/agency/bookings/:bookingId', element: <BookingDetailPage /> },
  { path: BOOKING_PAGES.station.list, element: <ReceptionListPage /> },
  { path: '/station/receptions/:receptionId', element: <ReceptionReviewPage /> },
  { path: '/agency/cu/bookings', element: <StreamingBookingListPage /> },
  { path: '/agency/cu/bookings/:bookingId', element: <StreamingBookingDetailPage /> },
  { path: '/station/cu/receptions', element: <StreamingReceptionListPage /> },
  { path: '/station/cu/receptions/:receptionId', element: <StreamingReceptionReviewPage /> },
];

/** A 関東 application by 電通テスト広告 for 食品 advertiser, two units on 23–24 November. */
export function buildSummary(overrides: Partial<BookingSummary> = {}): BookingSummary {
  return {
    id: 7,
    applicationNumber: 'B2026-000007',
    appliedAt: '2026-11-16T01:00:00.000Z',
    updatedAt: '2026-11-16T01:00:00.000Z',
    status: 'APPLIED',
    station: { id: 1, name: '関東テレビ', shortName: '関東TV' },
    area: { code: 'kanto', name: '関東' },
    buyer: { code: '0000A00001', name: 'デモ広告会社' },
    advertiser: { name: 'デモ食品', industry: 'FOOD' },
    productName: '冬の新商品',
    units: 2,
    totalAmount: 800_000,
    contractedUnits: 0,
    contractedAmount: 0,
    airPeriod: { from: '2026-11-23', to: '2026-11-24' },
    assignee: null,
    unreadMessages: 0,
    needsAttention: false,
    ...overrides,
  };
}

/** An item at 25:30 on Monday 23 November (1:30 on the Tuesday morning). */
export function buildItem(overrides: Partial<BookingItem> = {}): BookingItem {
  return {
    id: 71,
    slotId: 101,
    status: 'APPLIED',
    declineReason: null,
    declineNote: null,
    units: 1,
    unitPrice: 400_000,
    amount: 400_000,
    date: '2026-11-23',
    start: (25 * 60 + 30 - 5 * 60) * 60,
    length: 15,
    position: 'SB',
    programmeTitle: '深夜のニュース',
    competitorUnits: 0,
    remaining: 3,
    ...overrides,
  };
}

export function buildMessage(overrides: Partial<BookingMessage> = {}): BookingMessage {
  return {
    id: 1,
    side: 'BUYER',
    kind: 'APPLICATION',
    body: '素材は11/20までに入稿します。',
    senderName: '山田 太郎',
    createdAt: '2026-11-16T01:00:00.000Z',
    ...overrides,
  };
}

export function buildDetail(overrides: Partial<BookingDetail> = {}): BookingDetail {
  return {
    ...buildSummary(),
    cmLengthSeconds: 15,
    materialNote: '素材は11/20までに入稿します。',
    contactName: '山田 太郎',
    contactPhone: '03-1234-5678',
    appliedBy: '山田 太郎',
    advertiserCode: '0001',
    items: [
      buildItem(),
      buildItem({
        id: 72,
        slotId: 102,
        date: '2026-11-24',
        start: (19 * 60 - 5 * 60) * 60,
        programmeTitle: '夜のドラマ',
        competitorUnits: 2,
      }),
    ],
    digitalItems: [],
    messages: [buildMessage()],
    history: [
      {
        kind: 'STATUS',
        from: null,
        to: 'APPLIED',
        assignee: null,
        changedBy: '山田 太郎',
        changedAt: '2026-11-16T01:00:00.000Z',
      },
    ],
    checklist: { screening: false, material: false, competitors: false, units: false, timeLimit: false },
    isOpen: true,
    assignedToCaller: false,
    ...overrides,
  };
}
