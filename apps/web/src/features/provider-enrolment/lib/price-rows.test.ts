import { describe, expect, it } from 'vitest';
import { priceFormValues, toPricesRequest, toRowPath } from './price-rows.ts';

describe('price rows', () => {
  it('turns offered rows into prices in cents and remembers where each came from', () => {
    const values = priceFormValues(null);
    values.rows[0] = { ...values.rows[0]!, offered: true, dollars: '45' };
    values.rows[4] = { ...values.rows[4]!, offered: true, unit: 'hourly', dollars: '12,50' };
    const { request, rowOf } = toPricesRequest(values);
    expect(request.prices).toEqual([
      { careTypeId: 21, unit: 'daily', amountCents: 4500 },
      { careTypeId: 25, unit: 'hourly', amountCents: 1250 },
    ]);
    expect(rowOf).toEqual([0, 4]);
  });

  it('starts from the saved prices', () => {
    const values = priceFormValues({
      prices: [{ careTypeId: 23, unit: 'hourly', amountCents: 1999 }],
      currency: 'CAD',
    });
    expect(values.rows[2]).toEqual({ careTypeId: 23, offered: true, unit: 'hourly', dollars: '19.99' });
    expect(values.rows[0]?.offered).toBe(false);
  });

  it('maps error paths of the request back to the form rows', () => {
    expect(toRowPath('prices.1.amountCents', [0, 4])).toBe('rows.4.dollars');
    expect(toRowPath('prices.0.unit', [2])).toBe('rows.2.unit');
    expect(toRowPath('prices', [0])).toBe('rows');
  });
});
