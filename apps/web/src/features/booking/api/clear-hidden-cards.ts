import { z } from 'zod';
import { API_PATHS } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import type { HistorySide } from './get-history.ts';
import { useOrderMutation } from './order-mutation.ts';

const PATHS = {
  parent: API_PATHS.parentHistory.clearOrdersHideCardForParent,
  provider: API_PATHS.childcareProviderHistory.clearOrdersHideCardForProvider,
} as const;
const ClearedSchema = z.object({ data: z.object({ cleared: z.number().int() }) });

/** PUT clearOrdersHideCardFor...: every card the caller hid shows again. */
export const clearHiddenCards = (side: HistorySide) =>
  apiRequest({ method: 'PUT', path: PATHS[side], schema: ClearedSchema }).then((response) => response.data);

export const useClearHiddenCards = (side: HistorySide) => useOrderMutation(() => clearHiddenCards(side));
