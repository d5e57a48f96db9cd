import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, RegulationComplianceSchema } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { providerKeys } from './query-keys.ts';

/** GET getRegulationCompliance: the province's rules for a home daycare and the provider's checks against them. */
export const getRegulationCompliance = (signal?: AbortSignal) =>
  apiRequest({ path: API_PATHS.childcareProvider.getRegulationCompliance, schema: RegulationComplianceSchema, signal });

export const regulationComplianceQueryOptions = () =>
  queryOptions({ queryKey: providerKeys.compliance(), queryFn: ({ signal }) => getRegulationCompliance(signal) });
export const useRegulationCompliance = () => useQuery(regulationComplianceQueryOptions());
