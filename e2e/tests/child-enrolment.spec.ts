import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { checkPage, fillRegistration, linkIn, newPerson, waitForMail } from './account-helpers.ts';

const NEXT = 'Save and continue';

/** The step heading (h2) the wizard moves focus to, and the address of that step. */
async function onStep(page: Page, slug: string, heading: string) {
  await expect(page).toHaveURL(new RegExp(`/app/enroll/${slug}\\?childId=`));
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeFocused();
}

async function saveStep(page: Page) {
  await page.getByRole('button', { name: NEXT }).click();
}

test('a parent enrols a child through the 14 steps and the review, and the child is ready for booking', async ({
  page,
  request,
}) => {
  const parent = newPerson('enrol', 'Nadia');

  // A fresh parent: register, confirm, land on the home page with no child yet.
  await page.goto('/entry/register');
  await fillRegistration(page, parent, 'Parent');
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
  const mail = await waitForMail(request, parent.email, 'Confirm your e-mail address');
  await page.goto(linkIn(mail, '/confirm-email'));
  await page.getByRole('link', { name: 'Go to my home page' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Your children' })).toBeVisible();
  await expect(page.getByText('No child is enrolled yet.')).toBeVisible();

  // Step 1, child-info: the first save creates the child.
  await page.getByRole('main').getByRole('link', { name: 'Enrol a child' }).click();
  await expect(page).toHaveURL(/\/app\/enroll\/child-info$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Enrol a child' })).toBeVisible();
  await saveStep(page);
  await expect(page.getByText('This field is required.').first()).toBeVisible();
  await checkPage(page, 'enrol-child-info-errors');
  await page.getByRole('textbox', { name: "Child's first name" }).fill('Léa');
  await page.getByRole('textbox', { name: "Child's last name" }).fill('Tremblay');
  await page.getByLabel('Date of birth').fill('2022-03-04');
  await page.getByRole('checkbox', { name: 'English', exact: true }).check();
  // A new parent has no address on file: the option is off and the child's address is asked for (ADR 017).
  await expect(page.getByRole('checkbox', { name: 'My child lives at my address' })).not.toBeChecked();
  await page.getByRole('textbox', { name: 'Street address' }).fill('12 Rue Principale');
  await page.getByRole('textbox', { name: 'City' }).fill('Ottawa');
  await page.getByRole('textbox', { name: 'Postal code' }).fill('k1a0b1');
  await expect(page.getByRole('textbox', { name: 'Postal code' })).toHaveValue('K1A 0B1');
  await checkPage(page, 'enrol-child-info');
  await saveStep(page);

  // Step 2 by keyboard only: focus is on the step heading; Tab, Space and Enter do the rest.
  await onStep(page, 'school-arrangement', 'School');
  await expect(page.getByRole('heading', { level: 1, name: 'Enrolling Léa' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('checkbox', { name: 'My child attends school' })).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'School name' })).toBeFocused();
  await page.keyboard.type('École Sainte-Anne');
  await page.keyboard.press('Enter');

  // Step 3 (custody) is skipped: it may stay skipped before booking, unlike contacts, health or allergies.
  await onStep(page, 'custody-arrangement', 'Custody');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Skip for now' }).click();

  await onStep(page, 'emergency-contacts', 'Emergency contacts');
  await page.getByRole('textbox', { name: 'First name' }).fill('Marie');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Gagnon');
  await page.getByRole('textbox', { name: 'Relationship to the child' }).fill('Grandmother');
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('6135550199');
  await expect(page.getByRole('textbox', { name: 'Phone', exact: true })).toHaveValue('(613) 555-0199');
  await checkPage(page, 'enrol-emergency-contacts');
  await saveStep(page);

  await onStep(page, 'pickup-persons', 'Pick-up persons');
  await expectAccessible(page);
  await saveStep(page);

  // Immunization: a PDF record is uploaded (checked by its bytes), then the step is saved.
  await onStep(page, 'immunization', 'Immunization');
  await page.getByLabel('Immunization record file').setInputFiles({
    name: 'yellow-card.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  });
  await expect(page.getByText('yellow-card.pdf was uploaded.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Uploaded records' })).toContainText('yellow-card.pdf');
  await page.getByLabel('Immunization record file').setInputFiles({
    name: 'photo.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('GIF89a not a pdf'),
  });
  await expect(page.getByText('Only PDF and JPEG files can be uploaded.')).toBeVisible();
  await checkPage(page, 'enrol-immunization');
  await saveStep(page);

  // Mid-way: a reload keeps the step, and reopening from home resumes at the step last viewed.
  await onStep(page, 'health-info', 'Health');
  await page.reload();
  await expect(page).toHaveURL(/\/app\/enroll\/health-info\?childId=/);
  await expect(page.getByRole('heading', { level: 2, name: 'Health' })).toBeVisible();
  await page.goto('/app/home');
  await expect(page.getByText('6 of 15 steps')).toBeVisible();
  await page.getByRole('link', { name: 'Continue enrolling Léa' }).click();
  await expect(page).toHaveURL(/\/app\/enroll\/health-info\?childId=/);

  // The health step in French.
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitemradio', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 2, name: 'Santé' })).toBeVisible();
  await expect(page.getByText('Étape 7 sur 15')).toBeVisible();
  await page.getByRole('textbox', { name: 'Médecin ou clinique' }).fill('Clinique du Parc');
  await checkPage(page, 'enrol-health-info-fr');
  await page.getByRole('button', { name: 'Enregistrer et continuer' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Allergies' })).toBeFocused();
  await page.getByRole('button', { name: 'Langue : Français' }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // Allergy: a life-threatening allergy needs its plan; the shared rule says so beside the field.
  // (The language menu gave focus back to its button.)
  await expect(page).toHaveURL(/\/app\/enroll\/allergy\?childId=/);
  await page.getByRole('checkbox', { name: 'Peanuts' }).check();
  await page.getByRole('combobox', { name: 'Severity' }).selectOption('LifeThreatening');
  await page.getByRole('checkbox', { name: 'My child has a life-threatening allergy' }).check();
  await saveStep(page);
  await expect(
    page.getByText('A life-threatening allergy needs its allergens and the emergency procedure.'),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Anaphylaxis emergency plan' }).fill('EpiPen in the thigh, call 911.');
  await checkPage(page, 'enrol-allergy');
  await saveStep(page);

  for (const [slug, heading] of [
    ['skin-products', 'Skin products'],
    ['feeding-arrangement', 'Feeding'],
    ['physical-requirements', 'Physical needs'],
  ] as const) {
    await onStep(page, slug, heading);
    await expectAccessible(page);
    await saveStep(page);
  }

  await onStep(page, 'sleep-arrangements', 'Sleep');
  await page.getByRole('button', { name: 'Add a nap time' }).click();
  await page.getByLabel('Starts').fill('13:00');
  await page.getByLabel('Ends').fill('14:30');
  await checkPage(page, 'enrol-sleep');
  await saveStep(page);

  await onStep(page, 'additional-emergency-info', 'Emergency notes');
  await page.getByRole('textbox', { name: 'Emergency information' }).fill('Speaks French when upset.');
  await expectAccessible(page);
  await saveStep(page);

  await onStep(page, 'additional-info', 'About your child');
  await expectAccessible(page);
  await saveStep(page);

  // The review: the whole record, the skipped step said so; confirming enrols the child.
  await onStep(page, 'review', 'Review and confirm');
  await expect(page.getByText('This step was skipped.')).toHaveCount(1);
  await expect(page.getByText('École Sainte-Anne')).toBeVisible();
  await checkPage(page, 'enrol-review');
  await page.getByRole('button', { name: 'Confirm enrolment' }).click();

  await expect(page).toHaveURL(/\/app\/home$/);
  await expect(page.getByText('Léa is enrolled and ready for booking.')).toBeVisible();
  await expect(page.getByText('Ready for booking', { exact: true })).toBeVisible();
  await expect(page.getByText('15 of 15 steps')).toBeVisible();
  await checkPage(page, 'enrol-home-children');

  await page.getByRole('link', { name: 'View details of Léa' }).click();
  await expect(page.getByRole('heading', { level: 1, name: "Léa Tremblay's record" })).toBeVisible();
  await expect(page.getByText('EpiPen in the thigh, call 911.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await checkPage(page, 'enrol-child-details');
});

test('any signed-in user answers the survey', async ({ page, request }) => {
  const parent = newPerson('survey', 'Omar');
  await page.goto('/entry/register');
  await fillRegistration(page, parent, 'Parent');
  await page.getByRole('button', { name: 'Create my account' }).click();
  const mail = await waitForMail(request, parent.email, 'Confirm your e-mail address');
  await page.goto(linkIn(mail, '/confirm-email'));
  await expect(page.getByRole('link', { name: 'Go to my home page' })).toBeVisible();

  await page.goto('/surveycontainer');
  await expect(page.getByRole('heading', { level: 1, name: 'A few questions about your care needs' })).toBeVisible();
  await page.getByRole('button', { name: 'Send my answers' }).click();
  await expect(page.getByText('Answer this question.').first()).toBeVisible();
  await page.getByLabel('When do you need care to start?').fill('2026-09-01');
  await page.getByLabel('How many days a week do you need care?').fill('3');
  await page.getByRole('checkbox', { name: 'Weekdays 6am-6pm' }).check();
  await page.getByRole('radio', { name: 'Licensed only' }).check();
  await page.getByRole('radio', { name: 'Not sure yet' }).check();
  await checkPage(page, 'survey');
  await page.getByRole('button', { name: 'Send my answers' }).click();
  await expect(page.getByText('Thank you, your answers were saved.')).toBeVisible();
});
