import { describe, expect, it } from 'vitest';
import type { SubstituteCandidateRow } from './post-buy.repository';
import { type ShortSlot, substitutePicker } from './substitute-choice';

/** 20:00 and 07:00 on the 29-hour clock, as seconds from 05:00. */
const AT_2000 = 15 * 3600;
const AT_0700 = 2 * 3600;

let ids = 0;
const candidate = (values: Partial<SubstituteCandidateRow>): SubstituteCandidateRow => {
  ids += 1;
  return {
    id: ids,
    broadcast_date: '2026-12-07',
    weekday: 0,
    start_second: AT_2000,
    length_seconds: 15,
    price: 300_000,
    programme_title: null,
    estimate: 1000,
    units_left: 2,
    ...values,
  };
};

// Monday 20:00, 1000 estimated at 300,000: 30,000 yen a point, two units.
const short: ShortSlot = { lengthSeconds: 15, units: 2, estimate: 1000, unitPrice: 300_000, weekday: 0, startSecond: AT_2000 };

describe('substitutePicker', () => {
  it('takes the same weekday and band before a cheaper slot elsewhere', () => {
    const samePlace = candidate({ price: 290_000 });
    const pick = substitutePicker([candidate({ weekday: 1, price: 100_000 }), samePlace]);
    expect(pick(short)?.slotId).toBe(samePlace.id);
  });

  it('falls back to the cheapest per point anywhere on the station when nothing fits in the same place', () => {
    const cheapest = candidate({ weekday: 2, start_second: AT_0700, price: 200_000, estimate: 1100 });
    const pick = substitutePicker([
      candidate({ units_left: 1 }),
      candidate({ weekday: 1, price: 250_000 }),
      cheapest,
      candidate({ weekday: 3, length_seconds: 30, price: 100_000 }),
    ]);
    expect(pick(short)).toMatchObject({ slotId: cheapest.id, perCost: 18_182, estimatedRating: 1100 });
  });

  it('offers nothing dearer per point or with a lower estimate, even by a little', () => {
    const pick = substitutePicker([candidate({ price: 300_001 }), candidate({ estimate: 999, price: 100_000 })]);
    expect(pick(short)).toBeNull();
    expect(substitutePicker([candidate({ price: 300_000 })])(short)?.perCost).toBe(30_000);
  });
});
