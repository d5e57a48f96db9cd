import { PROVIDER_TYPE_FILTERS, PROVIDER_TYPES } from '@kinderly/shared';

/** GET /api/providers/types: the provider type filters of SPEC section 9, in id order. */
export function listProviderTypes() {
  return {
    data: PROVIDER_TYPES.map((type) => {
      const filter = PROVIDER_TYPE_FILTERS.find((entry) => entry.id === type.id);
      return {
        id: type.id,
        name: type.name,
        key: type.key,
        defaultOn: filter?.defaultOn ?? false,
        disabled: filter?.disabled ?? true,
      };
    }),
  };
}
