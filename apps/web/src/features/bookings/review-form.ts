import {
  type BookingDetail,
  type DeclineReason,
  type ReceptionDecisionsRequest,
  type ReceptionDecisionsRequestInput,
  type ReviewChecklist,
  receptionDecisionsRequestSchema,
  STREAMING_UNIT_IMPRESSIONS,
} from '@tvcm/contracts';

/** One item's decision as the review form holds it: undecided until the station picks one. */
export interface ItemDecisionValues {
  itemId: number;
  decision: '' | 'ACCEPT' | 'DECLINE';
  reason: '' | DeclineReason;
  note: string;
  /** A streaming item: the thousands of impressions to accept (at most those asked); '' for any other item. */
  thousands: string;
}

export interface ReviewValues {
  checklist: ReviewChecklist;
  items: ItemDecisionValues[];
}

/** The form as the booking stands: accepted and declined items keep their decision, reason and note. */
export function reviewValuesOf(booking: BookingDetail): ReviewValues {
  return {
    checklist: { ...booking.checklist },
    // A streaming booking's items are its digital ones (its `items` are empty), and the reverse.
    items: [...booking.items, ...booking.digitalItems].map((item) => ({
      itemId: item.id,
      decision: item.status === 'ACCEPTED' ? 'ACCEPT' : item.status === 'DECLINED' ? 'DECLINE' : '',
      reason: item.status === 'DECLINED' ? (item.declineReason ?? '') : '',
      note: item.status === 'DECLINED' ? (item.declineNote ?? '') : '',
      thousands: 'kind' in item && item.kind === 'streaming' ? String(item.impressions / STREAMING_UNIT_IMPRESSIONS) : '',
    })),
  };
}

/**
 * The body of `POST /receptions/{id}/decisions`: every decided item (an undecided one is left as
 * it is) and the whole checklist, through the contract's schema (which trims the notes).
 */
export function decisionsRequestOf(values: ReviewValues): ReceptionDecisionsRequest {
  return receptionDecisionsRequestSchema.parse({
    decisions: values.items.flatMap((item): NonNullable<ReceptionDecisionsRequestInput['decisions']> => {
      if (item.decision === 'ACCEPT') {
        return item.thousands === ''
          ? [{ itemId: item.itemId, decision: 'ACCEPT' }]
          : [{ itemId: item.itemId, decision: 'ACCEPT', impressions: Number(item.thousands) * STREAMING_UNIT_IMPRESSIONS }];
      }
      if (item.decision === 'DECLINE' && item.reason !== '') {
        return [{ itemId: item.itemId, decision: 'DECLINE', reason: item.reason, note: item.note }];
      }
      return [];
    }),
    checklist: values.checklist,
  });
}
