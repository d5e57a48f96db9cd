import { API_PATHS, PublicConfigSchema, type PublicConfig } from '@kinderly/shared';
import { apiRequest } from './api/index.ts';

/** `GET /api/config` (public): what the browser needs to know about this deployment. */
export const getPublicConfig = (signal?: AbortSignal): Promise<PublicConfig> =>
  apiRequest({ path: API_PATHS.system.config, kind: 'public', schema: PublicConfigSchema, signal });
