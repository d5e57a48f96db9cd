import { CARE_TYPES, type CareTypeId, type PriceUnit, type Prices } from '@kinderly/shared';
import { centsToDollars, dollarsToCents } from './money.ts';

/** One row per care type (ids 21-28); only offered rows become prices. */
export type PriceRow = { careTypeId: CareTypeId; offered: boolean; unit: PriceUnit; dollars: string };
export type PriceValues = { rows: PriceRow[] };

export function priceFormValues(saved: Prices | null): PriceValues {
  return {
    rows: CARE_TYPES.map(({ id }) => {
      const price = saved?.prices.find((item) => item.careTypeId === id);
      return price
        ? { careTypeId: id, offered: true, unit: price.unit, dollars: centsToDollars(price.amountCents) }
        : { careTypeId: id, offered: false, unit: 'daily', dollars: '' };
    }),
  };
}

/** The request: offered rows only, dollars to cents. `rowOf[k]` is the form row of the request's k-th price. */
export function toPricesRequest(values: PriceValues) {
  const offered = values.rows.map((row, index) => ({ row, index })).filter(({ row }) => row.offered);
  return {
    request: {
      prices: offered.map(({ row }) => ({
        careTypeId: row.careTypeId,
        unit: row.unit,
        amountCents: dollarsToCents(row.dollars),
      })),
      currency: 'CAD' as const,
    },
    rowOf: offered.map(({ index }) => index),
  };
}

/**
 * A field path of the request (the schema's or the server's) as the form's: `prices.1.amountCents` -> the row
 * that price came from, `rows.4.dollars`. Paths about the whole list stay on the list.
 */
export function toRowPath(path: string, rowOf: readonly number[]): string {
  const match = /^prices\.(\d+)\.(\w+)$/i.exec(path);
  if (!match) return path.replace(/^prices/i, 'rows');
  const row = rowOf[Number(match[1])];
  const field =
    match[2]!.toLowerCase() === 'amountcents' ? 'dollars' : match[2]!.charAt(0).toLowerCase() + match[2]!.slice(1);
  return `rows.${row}.${field}`;
}
