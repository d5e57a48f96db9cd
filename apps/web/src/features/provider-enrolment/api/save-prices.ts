import { API_PATHS, PricesSchema, type Prices } from '@kinderly/shared';
import { useStepMutation, writeStep } from './step-api.ts';

/** POST savePrices the first time, updatePrices after (the server treats both as an upsert). */
export const savePrices = ({ body, exists }: { body: Prices; exists: boolean }) =>
  writeStep(
    { path: exists ? API_PATHS.childcareProvider.updatePrices : API_PATHS.childcareProvider.savePrices, body },
    PricesSchema,
  );

export const useSavePrices = () => useStepMutation('prices', savePrices);
