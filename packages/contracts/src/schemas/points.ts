import { z } from 'zod';

export const companyCodeParamsSchema = z.object({
  companyCode: z.string().min(1).max(32),
});

export const pointStatusResponseSchema = z.object({
  status: z.object({ balance: z.number().int() }),
});
export type PointStatusResponse = z.infer<typeof pointStatusResponseSchema>;
