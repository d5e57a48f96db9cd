import { useTranslation } from 'react-i18next';
import type { WaitlistTile } from '@kinderly/shared';

/** The lists whose tile texts the catalogue translates by `code` (the server's names are English, ADR 023). */
export type TileList = 'providerTypes' | 'childcareTypes' | 'schoolPlans' | 'paymentOptions';
type TileField = 'name' | 'description' | 'details' | 'customMessage';

/**
 * A tile's texts in the page's language, by the tile's `code`; the server's text when the catalogue has no entry
 * (a list row added after this build). The key is built from data, so it is looked up untyped.
 */
export function useTileText() {
  const { t } = useTranslation('waitlist');
  const lookup = t as unknown as (key: string, options: { defaultValue: string }) => string;
  const text = (list: TileList, code: string, field: TileField, fallback: string) =>
    lookup(`lists.${list}.${code}.${field}`, { defaultValue: fallback });
  return {
    text,
    tile: (list: TileList, tile: Pick<WaitlistTile, 'code' | 'name' | 'description'>) => ({
      name: text(list, tile.code, 'name', tile.name),
      description: tile.description ? text(list, tile.code, 'description', tile.description) : null,
    }),
  };
}
