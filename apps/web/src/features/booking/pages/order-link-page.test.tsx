import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { order } from '../test/fixtures.ts';

const SLOW = { timeout: 30_000 };
const address = { street: '45 Fermanagh Avenue', unit: null, city: 'Toronto', province: 'ON', postalCode: 'M6R 1M1' };

describe("the pages of a booking mail's signed link", SLOW, () => {
  it('shows the order read-only without a session, with a way to sign in', async () => {
    const approved = order({ status: 'approved', isBooked: true, address });
    const { calls } = stubFetch({ 'GET /api/booking/getOrderByLink': json(200, { data: approved }) });
    renderApp('/orders-history?token=abc.def.ghi');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your booking' })).toBeInTheDocument();
    const card = await screen.findByRole('article');
    expect(card).toHaveTextContent('Address: 45 Fermanagh Avenue, Toronto, ON M6R 1M1');
    expect(calls('GET', '/api/booking/getOrderByLink')[0]!.url.searchParams.get('token')).toBe('abc.def.ghi');
    expect(calls('GET', '/api/booking/getOrderByLink')[0]!.headers.get('authorization')).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in to my bookings' })).toHaveAttribute('href', '/app/booking');
  });

  it('says an expired link no longer works, and asks nothing of the server without a token', async () => {
    const { calls } = stubFetch({
      'GET /api/booking/getOrderByLink': json(404, { statusCode: 404, error: 'Not Found', message: 'expired' }),
    });
    renderApp('/bookings-history?token=old');
    expect(await screen.findByText(/This link has expired or does not work/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to my bookings' })).toHaveAttribute('href', '/app/history');
    expect(calls('GET', '/api/booking/getOrderByLink')).toHaveLength(1);
  });

  it('in French', async () => {
    stubFetch({});
    renderApp('/orders-history', { language: 'fr' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Votre réservation' })).toBeInTheDocument();
    expect(screen.getByText(/Ce lien a expiré/)).toBeInTheDocument();
  });
});
