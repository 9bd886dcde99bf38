import { z } from 'zod';

export const companyCodeParamsSchema = z.object({
  /** Company codes are letters and digits (e.g. 0000A00001, 00000T0001). */
  companyCode: z.string().regex(/^[0-9A-Za-z]{1,32}$/),
});

export const pointStatusResponseSchema = z.object({
  status: z.object({ balance: z.number().int() }),
});
export type PointStatusResponse = z.infer<typeof pointStatusResponseSchema>;
