import { z } from 'zod';

/** The only shape in which errors leave the API (SPEC.md §3 "Error response body"). */
export const apiErrorItemSchema = z.object({
  code: z.string(),
  statusCode: z.number().int(),
  /** Values the message of the code names, e.g. the cart's area in CRT00007. */
  params: z.record(z.string(), z.string()).optional(),
});

export const apiErrorBodySchema = z.object({
  errors: z.array(apiErrorItemSchema),
  path: z.string(),
});

export type ApiErrorItem = z.infer<typeof apiErrorItemSchema>;
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
