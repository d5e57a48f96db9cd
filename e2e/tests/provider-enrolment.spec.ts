import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { checkPage, fillRegistration, linkIn, newPerson, waitForMail } from './account-helpers.ts';

// The fake reverse geocoder (e2e/support/fake-geo-server.mjs) answers this address for any point.
const HOME = { latitude: 45.5017, longitude: -73.5673 };
// Enough of a PDF for the server's content check (it reads the "%PDF-" signature).
const FIRST_AID_PDF = {
  name: 'first-aid-certificate.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
};

async function expectStep(page: Page, slug: string, heading: string | RegExp) {
  await expect(page).toHaveURL(new RegExp(`/app/enroll-childcare/${slug}$`));
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  // The step's form has loaded its saved data (no spinner left).
  await expect(page.getByRole('status')).toHaveCount(0);
}

async function next(page: Page, name = 'Save and continue') {
  await page.getByRole('button', { name }).click();
}

test('a new home provider sets up the business in 16 steps, with a first-aid certificate and a located home', async ({
  page,
  context,
  request,
}) => {
  const provider = newPerson('provider', 'Priya');

  await page.goto('/entry/register?role=provider');
  await fillRegistration(page, provider, 'Home provider');
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
  const mail = await waitForMail(request, provider.email, 'Confirm your e-mail address');
  await page.goto(linkIn(mail, '/confirm-email'));
  await page.getByRole('link', { name: 'Go to my home page' }).click();

  // Home: nothing done yet, and the provider is told they are not listed.
  await expect(page.getByRole('heading', { level: 2, name: 'Your business set-up' })).toBeVisible();
  await expect(page.getByText('0 of 16 steps done')).toBeVisible();
  await expect(page.getByText('Your profile is not listed yet.', { exact: false })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Business set-up' }),
  ).toBeVisible();
  await checkPage(page, 'provider-home-new');

  // The first load opens the saved step: the first one for a new provider.
  await page.getByRole('main').getByRole('link', { name: 'Start the set-up' }).click();
  await expectStep(page, 'stripe-connected-account-link', /^Payout account$/);
  const payout = page.getByRole('region', { name: 'Payout account status' });
  await expect(payout).toContainText('Not started');
  await expectAccessible(page, 'payout account step');
  // The sandbox's onboarding form stands in for Stripe's hosted onboarding.
  await page.getByRole('button', { name: 'Start payout setup' }).click();
  const payoutForm = page.getByRole('form', { name: 'Payout account details' });
  await payoutForm.getByRole('textbox', { name: 'Legal name' }).fill('Nadia Haddad');
  await payoutForm.getByRole('textbox', { name: 'Date of birth' }).pressSequentially('19850903');
  await payoutForm.getByRole('textbox', { name: 'Street address' }).fill('18 Linden Street');
  await payoutForm.getByRole('textbox', { name: 'City' }).fill('Toronto');
  await payoutForm.getByRole('textbox', { name: 'Province or territory' }).fill('ON');
  await payoutForm.getByRole('textbox', { name: 'Postal code' }).pressSequentially('M4W1A1');
  await payoutForm.getByRole('textbox', { name: 'Transit number' }).pressSequentially('12345');
  await payoutForm.getByRole('textbox', { name: 'Institution number' }).fill('004');
  await payoutForm.getByRole('textbox', { name: 'Account number' }).fill('1234567890');
  await payoutForm.getByRole('button', { name: 'Submit for verification' }).click();
  await expect(payout).toContainText('Verified');
  await expectAccessible(page, 'payout account step, verified');
  await next(page);

  await expectStep(page, 'property-and-guests', 'Property and guests');
  await page.getByRole('button', { name: 'Add a person' }).click();
  await page.getByRole('textbox', { name: 'Person 1: relationship' }).fill('Spouse');
  await page.getByRole('spinbutton', { name: 'Person 1: age' }).fill('41');
  await page.getByRole('radiogroup', { name: 'Do pets live in the home?' }).getByRole('radio', { name: 'Yes' }).check();
  // A required detail left out: the shared schema names it beside the field.
  await next(page);
  await expect(page.getByText('Tell parents which pets live in the home.')).toBeVisible();
  await page.getByRole('textbox', { name: /Which pets/ }).fill('A calm old cat, kept upstairs during care hours.');
  await checkPage(page, 'provider-step-property-and-guests');
  await next(page);

  await expectStep(page, 'program-statement', 'Program statement');
  await page.getByRole('combobox', { name: 'Type of provider' }).click();
  await page.getByRole('option', { name: 'Unlicenced home daycare' }).click();
  await page.getByRole('textbox', { name: 'Name of your daycare' }).fill('Les Petits Pas');
  await page
    .getByRole('textbox', { name: 'Program statement' })
    .fill('Play-based days with outdoor time every morning, stories after lunch, and French songs.');
  await expectAccessible(page, 'program statement step');
  await next(page);

  await expectStep(page, 'badges', 'Qualifications and badges');
  await page.getByRole('checkbox', { name: 'I hold: First aid certificate' }).check();
  await page.getByLabel('First aid certificate: certificate (PDF, JPEG or PNG)').setInputFiles(FIRST_AID_PDF);
  await expect(page.getByText(/first-aid-certificate\.pdf \(\d+ bytes\) · not saved yet/)).toBeVisible();
  await checkPage(page, 'provider-step-badges');
  await next(page);

  await expectStep(page, 'family-amenities', 'Family amenities');
  await page.getByRole('checkbox', { name: 'Fenced outdoor play area' }).check();
  await page.getByRole('checkbox', { name: 'French spoken' }).check();
  await expectAccessible(page, 'family amenities step');
  await next(page);

  await expectStep(page, 'home-safety', 'Home safety');
  await page.getByRole('checkbox', { name: 'Smoke alarms on every floor' }).check();
  await page.getByRole('checkbox', { name: 'First aid kit' }).check();
  await expectAccessible(page, 'home safety step');
  await next(page);

  // Browser geolocation granted, then our server's reverse lookup (the fake Nominatim).
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(HOME);
  await expectStep(page, 'get-location-automation', 'Find my location');
  await page.getByRole('button', { name: 'Use my location' }).click();
  await expect(page.getByText('Found: 221 Rue Saint-Paul Ouest, Montréal, Canada')).toBeVisible();
  await page.getByRole('radio', { name: 'No, I will tell families myself' }).check();
  await checkPage(page, 'provider-step-get-location');
  await next(page);

  await expectStep(page, 'location', 'Location');
  await expect(page.getByRole('textbox', { name: 'Street address' })).toHaveValue('221 Rue Saint-Paul Ouest');
  await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('Montréal');
  await expect(page.getByRole('textbox', { name: 'Postal code' })).toHaveValue('H2Y 1Z9');
  await expect(page.getByRole('combobox', { name: 'Province or territory' })).toHaveText('Quebec');
  await expect(page.getByRole('spinbutton', { name: 'Latitude' })).toHaveValue(String(HOME.latitude));
  const map = page.getByRole('region', { name: 'Map of your location' });
  const pin = map.getByRole('button', { name: 'Your home, drag to move' });
  await expect(pin).toBeVisible();
  // Dragging the pin moves the coordinates.
  await map.scrollIntoViewIfNeeded();
  const box = (await pin.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 3);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 20, box.y + box.height / 3 + 10, { steps: 4 });
  await page.mouse.move(box.x + box.width / 2 + 80, box.y + box.height / 3 + 50, { steps: 8 });
  await page.mouse.up();
  await expect(page.getByRole('spinbutton', { name: 'Latitude' })).not.toHaveValue(String(HOME.latitude));
  await checkPage(page, 'provider-step-location');
  await next(page);

  await expectStep(page, 'how-parents-can-book', 'How parents can book');
  await expect(page.getByRole('radio', { name: /I approve each booking/ })).toBeChecked();
  await expectAccessible(page, 'booking method step');
  await next(page);

  await expectStep(page, 'availability-settings', 'Availability');
  await page.getByLabel('First day you take children').fill('2027-01-04');
  await page.getByRole('spinbutton', { name: 'Infant (0 to 18 months)' }).fill('2');
  await page.getByRole('spinbutton', { name: 'Toddler (1½ to 2½ years)' }).fill('3');
  await page.getByRole('button', { name: 'Add a day closed' }).click();
  await page.getByLabel('Day closed 1: date').fill('2027-07-01');
  await page.getByRole('textbox', { name: 'Day closed 1: reason' }).fill('Canada Day');
  await checkPage(page, 'provider-step-availability');
  await next(page);

  await expectStep(page, 'children-requirements', 'Ages you accept');
  // The groups given spaces on the availability step come ticked, and only those.
  await expect(page.getByRole('checkbox', { name: 'Infant (0 to 18 months)' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Toddler (1½ to 2½ years)' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /^Preschool/ })).not.toBeChecked();
  await expectAccessible(page, 'age groups step');
  await next(page);

  await expectStep(page, 'hours-of-business', 'Hours of business');
  await expect(page.getByRole('checkbox', { name: 'Open on Monday' })).toBeChecked();
  await page.getByRole('group', { name: 'Friday' }).getByLabel('Closes at').fill('16:00');
  await checkPage(page, 'provider-step-hours');
  await next(page);

  // One step in French: the language switch changes the step's text, and it saves the same.
  await expectStep(page, 'prices', 'Prices');
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitemradio', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 2, name: 'Tarifs' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'En semaine, de 6 h à 18 h' }).check();
  await page
    .getByRole('group', { name: 'En semaine, de 6 h à 18 h' })
    .getByRole('textbox', { name: 'Tarif en dollars' })
    .fill('abc');
  await next(page, 'Enregistrer et continuer');
  await expect(page.getByText('Entrez un tarif de 0,01 $ à 1000 $.')).toBeVisible();
  await page
    .getByRole('group', { name: 'En semaine, de 6 h à 18 h' })
    .getByRole('textbox', { name: 'Tarif en dollars' })
    .fill('52,50');
  await checkPage(page, 'provider-step-prices-fr');
  await next(page, 'Enregistrer et continuer');
  await expectStep(page, 'cancellation-policy', 'Politique d’annulation');
  await page.getByRole('button', { name: 'Langue : Français' }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await expectStep(page, 'cancellation-policy', 'Cancellation policy');
  await page.getByRole('radio', { name: /^Moderate/ }).check();
  await expectAccessible(page, 'cancellation step');
  await next(page);

  await expectStep(page, 'policies-and-procedures', 'Policies and procedures');
  await page.getByRole('checkbox', { name: 'Illness and exclusion: I have this policy' }).check();
  await page
    .getByRole('textbox', { name: 'Illness and exclusion: policy text' })
    .fill('A child with a fever stays home until 24 hours without fever.');
  await checkPage(page, 'provider-step-policies');
  await next(page);

  await expectStep(page, 'settings-notifications', 'Notifications');
  await expect(page.getByRole('switch', { name: 'By text message' })).not.toBeChecked();
  await expectAccessible(page, 'notifications step');
  await next(page, 'Save and finish');

  // Home: every step is done, with a verified payout account: the provider is listed.
  await expect(page).toHaveURL(/\/app\/home$/);
  // The router changes the address first and keeps the wizard on screen until the home page's code is in.
  const setUp = page.getByRole('region', { name: 'Your business set-up' });
  await expect(setUp).toBeVisible();
  await expect(setUp.getByText('16 of 16 steps done')).toBeVisible();
  await expect(page.getByText('Your profile is complete and listed.')).toBeVisible();
  await expect(page.getByText('Still missing before you are listed')).toHaveCount(0);
  await checkPage(page, 'provider-home-listed');

  // The wizard is also reachable by its other address, and every step can be opened again.
  await page.goto('/app/enroll-childcare-provider/stripe-connected-account-link');
  await expect(page.getByRole('region', { name: 'Payout account status' })).toContainText('Verified');

  // The stand-alone badges page shows the saved certificate.
  await page.goto('/app/badges');
  await expect(page.getByRole('heading', { level: 1, name: 'Qualifications and badges' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'I hold: First aid certificate' })).toBeChecked();
  await expect(page.getByText(/first-aid-certificate\.pdf|firstAid\.pdf/)).toBeVisible();
  await checkPage(page, 'provider-standalone-badges');

  await page.goto('/app/edit-provider-enrollment');
  await expect(
    page.getByRole('list', { name: 'All steps of the set-up' }).getByText('Done', { exact: true }),
  ).toHaveCount(16);
});
