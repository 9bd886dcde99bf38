import { z } from 'zod';
import { multiLineText, oneLineText } from './plain-text';

/** Largest event body the API stores; anything bigger is refused before it is read. */
export const CLIENT_EVENT_MAX_BYTES = 16 * 1024;

/** An event a browser reports: an error report (`type: 'error'`) or a usage event. */
export const clientEventSchema = z.strictObject({
  type: oneLineText().min(1).max(64),
  message: multiLineText().max(2000).optional(),
  /** The page where it happened (the API keeps its path only). */
  path: oneLineText().max(2000).optional(),
  /** Free-form details, e.g. the failed call's status and error code. */
  detail: z.record(oneLineText().max(100), z.union([multiLineText().max(2000), z.number(), z.boolean(), z.null()])).optional(),
  occurredAt: z.iso.datetime().optional(),
});
export type ClientEvent = z.infer<typeof clientEventSchema>;
