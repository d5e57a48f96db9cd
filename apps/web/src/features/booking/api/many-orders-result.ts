import { z } from 'zod';
import { DaycareOrderSchema } from '@kinderly/shared';

/** The answer of the calls acting on several orders: each is answered on its own. */
export const ManyOrdersResponseSchema = z.object({
  data: z.object({
    orders: z.array(DaycareOrderSchema),
    failed: z.array(z.object({ orderId: z.uuid(), message: z.string() })),
  }),
});
export type ManyOrdersResult = z.infer<typeof ManyOrdersResponseSchema>['data'];
