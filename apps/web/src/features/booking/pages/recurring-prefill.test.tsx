import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addDays, type BusinessDay } from '@kinderly/shared';
import { fakeUser, signInFakeUser } from '../../../test/fake-session.ts';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { CHILD_ID, PROVIDER_ID, providerProfile } from '../test/fixtures.ts';

const SLOW = { timeout: 30_000 };
const today = () => new Date().toISOString().slice(0, 10);
const week: BusinessDay[] = ([1, 2, 3, 4, 5, 6, 7] as const).map((weekday) =>
  weekday <= 5
    ? { weekday, isOpen: true, openTime: '07:30', closeTime: '17:45' }
    : { weekday, isOpen: false, openTime: null, closeTime: null },
);

function open(query: string) {
  signInFakeUser();
  stubFetch({
    'GET /api/account/getUser': json(200, fakeUser()),
    [`GET /api/providers/${PROVIDER_ID}`]: json(200, { data: providerProfile({ hoursOfBusiness: week }) }),
  });
  renderApp(`/reoccurring-booking-day?providerId=${PROVIDER_ID}&childId=${CHILD_ID}&${query}`);
}

const checkbox = (name: string) => screen.getByRole('checkbox', { name });

describe('the weekly booking page opened pre-filled (an accepted waitlist place)', SLOW, () => {
  it("checks the query's weekdays with the provider's hours and starts on its date", async () => {
    const start = addDays(today(), 30);
    open(`weekdays=3,1&startDate=${start}`);
    await waitFor(() => expect(checkbox('Monday')).toBeChecked());
    expect(checkbox('Wednesday')).toBeChecked();
    expect(checkbox('Tuesday')).not.toBeChecked();
    await waitFor(() => expect(screen.getByLabelText('Start on Monday')).toHaveValue('07:30'));
    expect(screen.getByLabelText('End on Wednesday')).toHaveValue('17:45');
    expect(screen.getByLabelText('First week starts on')).toHaveValue(start);
  });

  it('ignores weekdays and a start date that do not parse or have passed', async () => {
    open(`weekdays=1,9&startDate=${today()}`);
    expect(await screen.findByLabelText('First week starts on')).toHaveValue(addDays(today(), 1));
    for (const name of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
      expect(checkbox(name)).not.toBeChecked();
    }
  });
});
