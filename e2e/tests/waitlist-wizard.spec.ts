import type { Page } from '@playwright/test';
import {
  addDays,
  API_PATHS,
  formatRequestedStartDateLong,
  localPartsOf,
  Role,
  toRequestedStartDate,
} from '@kinderly/shared';
import { expect, expectAccessible, screenshots, setViewport, test } from '../support/fixtures.ts';
import { DEMO_LOGINS } from '../support/routes.ts';
import { apiAuth } from './provider-helpers.ts';
import { signInAsParent } from './shell-helpers.ts';

// Issue 16, the web half of the wizard: the demo parent's enrolled child (Léa) goes through the six steps (the week
// grid by keyboard only), the confirmation shows exactly the answers, Confirm creates the entry (POST); the entry is
// then changed through ?waitingListTicketId (PUT), in French. The waitlist card it lands on is built separately, so
// the answers and the snackbar are what is checked here.

/** axe at 360 px (the journey runs at 1280) and a screenshot at 360 and 1280 px. */
async function checkStep(page: Page, name: string) {
  await setViewport(page, 'mobile');
  await expectAccessible(page, `${name} at 360 px`);
  await setViewport(page, 'desktop');
  await screenshots(page, name);
}

/** The confirmation's answers as [label, value] pairs, in the screen's order. */
async function answers(page: Page) {
  return page
    .getByRole('main')
    .locator('dl > div')
    .evaluateAll((groups) =>
      groups.map((group) => [
        group.querySelector('dt > span')?.textContent ?? '',
        [...group.querySelectorAll('dd')].map((dd) => (dd as HTMLElement).innerText.trim()).join(' | '),
      ]),
    );
}

/** A tile of the step, by the start of its name (its description and amount follow in the button's name). */
const tile = (page: Page, name: string) =>
  page.getByRole('main').getByRole('button', { name: new RegExp(`^${name.replace(/[$()*+.?[\\\]^{|}]/g, '\\$&')}`) });

test('a parent joins a waitlist through the six steps, confirms it, then changes it in French', async ({
  page,
  request,
}) => {
  // The demo child lives at her parent's address: the parent's saved location, set here so the answer is known
  // whichever journey ran before.
  const located = await request.post(API_PATHS.account.saveUserLocation, {
    headers: await apiAuth(request, DEMO_LOGINS[Role.Parent]),
    data: { latitude: 43.6771, longitude: -79.3505, address: 'Danforth Avenue, Toronto' },
  });
  expect(located.status(), await located.text()).toBe(200);
  test.setTimeout(300_000);
  const start = addDays(localPartsOf(new Date(), 'America/Toronto').date, 60);
  const startText = toRequestedStartDate(start);

  await signInAsParent(page);
  // The enrolled child's card leads to the introduction.
  await expect(page.getByRole('link', { name: 'Join a waitlist for Léa' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Join a waitlist for Noah/ })).toHaveCount(0);
  await screenshots(page, 'waitlist-home-card');
  await page.getByRole('link', { name: 'Join a waitlist for Léa' }).click();
  await expect(page).toHaveURL(/\/main-modal-page\?childId=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Join a waitlist' })).toBeVisible();
  await expect(page.getByText('Each child can be on 3 waitlists for free.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(6);
  await checkStep(page, 'waitlist-intro');
  await page.getByRole('link', { name: 'Start a waitlist entry for Léa' }).click();

  // Step 1: provider types, distance, start date.
  await expect(page).toHaveURL(/\/waitlist\/[0-9a-f-]{36}\/provider-type$/);
  const childId = /\/waitlist\/([0-9a-f-]{36})\//.exec(page.url())![1]!;
  await expect(page.getByRole('heading', { level: 1, name: 'Join a waitlist for Léa' })).toBeVisible();
  await expect(page.getByText('Step 1 of 6')).toBeVisible();
  await tile(page, 'Licenced').click();
  await expect(tile(page, 'Licenced')).toHaveAttribute('aria-pressed', 'true');
  await expect(tile(page, 'Drop-in')).toBeDisabled();
  await page.getByRole('spinbutton', { name: 'Distance (km)' }).fill('15');
  await page.getByLabel('Requested start date').fill(start);
  await checkStep(page, 'waitlist-provider-type');
  // A reload keeps every answer (they are saved as they are given).
  await page.reload();
  await expect(tile(page, 'Licenced')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('spinbutton', { name: 'Distance (km)' })).toHaveValue('15');
  await expect(page.getByLabel('Requested start date')).toHaveValue(start);
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2: childcare types.
  await expect(page).toHaveURL(new RegExp(`/waitlist/${childId}/childcare-type$`));
  await expect(page.getByText('Step 2 of 6')).toBeVisible();
  await tile(page, 'Weekdays 6am-6pm').click();
  await checkStep(page, 'waitlist-childcare-type');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 3: the curriculum, with a plan's own page behind its info button.
  await expect(page).toHaveURL(new RegExp(`/waitlist/${childId}/school-plan-list$`));
  await page.getByRole('button', { name: 'About Montessori' }).click();
  await expect(page).toHaveURL(new RegExp(`/waitlist/${childId}/school-plan-list/2$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Montessori' })).toBeVisible();
  await expect(page.getByText(/Mixed-age groups, long uninterrupted work periods/)).toBeVisible();
  await checkStep(page, 'waitlist-school-plan');
  await page.getByRole('link', { name: 'Back to the curricula' }).click();
  await tile(page, 'Montessori').click();
  await tile(page, 'Play-based').click();
  await checkStep(page, 'waitlist-school-plan-list');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 4: the week grid, by keyboard only. Focus is on the step heading; Tab goes through the cells in order.
  await expect(page).toHaveURL(new RegExp(`/waitlist/${childId}/big-calendar$`));
  await expect(page.getByRole('heading', { level: 2, name: 'Days and times' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Monday morning' })).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Monday afternoon' })).toBeFocused();
  await page.keyboard.press('Enter');
  for (let i = 0; i < 8; i += 1) await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Wednesday afternoon' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Monday morning' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Monday afternoon' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Wednesday afternoon' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('3 times chosen')).toBeVisible();
  await checkStep(page, 'waitlist-big-calendar');
  // On to Next, still by keyboard.
  await page.getByRole('button', { name: 'Wednesday afternoon' }).focus();
  for (let i = 0; i < 40; i += 1) {
    if (await page.getByRole('button', { name: 'Next' }).evaluate((button) => button === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Enter');

  // Step 5: daily payment options, cheapest first, with their amounts.
  await expect(page).toHaveURL(new RegExp(`/waitlist/${childId}/daily-payment$`));
  const options = page.getByRole('group', { name: 'Daily payment options' }).getByRole('button');
  await expect(options.first()).toHaveText(/^Under \$40 a day< \$40/);
  await expect(options.nth(1)).toHaveText(/^\$40 to \$60 a day\$40-\$60/);
  await tile(page, '$40 to $60 a day').click();
  await tile(page, 'Under $40 a day').click();
  await checkStep(page, 'waitlist-daily-payment');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 6: exactly the answers.
  await expect(page).toHaveURL(new RegExp(`/waitlist/${childId}/confirmation$`));
  await expect(page.getByText('Step 6 of 6')).toBeVisible();
  await expect(page.getByRole('main').locator('dl')).toContainText('Licenced');
  await expect(page.getByRole('main').locator('dl')).toContainText('Under $40 a day');
  // Polled: the parent's street arrives after the page has painted.
  await expect.poll(() => answers(page)).toEqual([
    ['Child', 'Léa'],
    ["Child's address", "Lives at the parent's address: Danforth Avenue, Toronto"],
    ['Distance', '15 km'],
    ['Requested start date', formatRequestedStartDateLong(startText)],
    ['Provider types', 'Licenced'],
    ['Childcare types', 'Weekdays 6am-6pm'],
    ['Preferred curriculum', 'Play-based, Montessori'],
    ['Preferred days and times', 'Mon: morning, afternoon\nWed: afternoon'],
    ['Daily payment options', 'Under $40 a day, $40 to $60 a day'],
  ]);
  await expect(page.getByText(/Please go back/)).toHaveCount(0);
  await checkStep(page, 'waitlist-confirmation');
  const created = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith(`/api/child/${childId}/waitlist`),
  );
  await page.getByRole('button', { name: 'Confirm' }).click();
  const createdResponse = await created;
  expect(createdResponse.status()).toBe(201);
  const ticket = ((await createdResponse.json()) as { waitlistTicketId: string }).waitlistTicketId;
  await expect(page.getByText('Léa is on the waitlist.')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/waitlist\/waitlist-card$/);

  // Changing the entry: the ticket's id stays in every step's address, and every step starts from its answers.
  const query = `?waitingListTicketId=${ticket}`;
  const pressed = (locator: ReturnType<typeof tile>) => expect(locator).toHaveAttribute('aria-pressed', 'true');
  await page.goto(`/waitlist/${childId}/provider-type${query}`);
  await expect(page.getByRole('heading', { level: 1, name: "Change Léa's waitlist entry" })).toBeVisible();
  await pressed(tile(page, 'Licenced'));
  await expect(page.getByRole('spinbutton', { name: 'Distance (km)' })).toHaveValue('15');
  await page.getByLabel('Requested start date').fill(start);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(new RegExp(`/childcare-type\\${query}$`));
  await pressed(tile(page, 'Weekdays 6am-6pm'));
  await tile(page, 'Weekdays 6am-6pm').click();
  await tile(page, 'Evening 6pm-12am').click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(new RegExp(`/school-plan-list\\${query}$`));
  for (const plan of ['Play-based', 'Montessori']) {
    await pressed(tile(page, plan));
    await tile(page, plan).click();
  }
  await tile(page, 'Waldorf').click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(new RegExp(`/big-calendar\\${query}$`));
  for (const time of ['Monday morning', 'Monday afternoon', 'Wednesday afternoon']) {
    await expect(page.getByRole('button', { name: time })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: time }).click();
  }
  await page.getByRole('button', { name: 'Friday evening' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(new RegExp(`/daily-payment\\${query}$`));
  for (const option of ['Under $40 a day', '$40 to $60 a day']) {
    await pressed(tile(page, option));
    await tile(page, option).click();
  }
  await tile(page, 'Over $80 a day').click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(new RegExp(`/confirmation\\${query}$`));

  // Once in French: the same screen, the answers translated.
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitemradio', { name: 'Français' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Modifier l’inscription de Léa sur la liste d’attente' }),
  ).toBeVisible();
  await expect(page.getByRole('main').locator('dl')).toContainText('Waldorf');
  await expect.poll(() => answers(page)).toEqual([
    ['Enfant', 'Léa'],
    ['Adresse de l’enfant', 'Habite à l’adresse du parent : Danforth Avenue, Toronto'],
    ['Distance', '15 km'],
    ['Date de début souhaitée', expect.stringMatching(/^[a-z]+ \d{1,2} [a-zéû]+ \d{4}$/)],
    ['Types de services', 'Reconnu'],
    ['Types de garde', 'Soir, 18 h-24 h'],
    ['Programme éducatif souhaité', 'Waldorf'],
    ['Jours et moments souhaités', 'ven. : soir'],
    ['Options de paiement par jour', 'Plus de 80 $ par jour'],
  ]);
  await checkStep(page, 'waitlist-confirmation-fr');
  const updated = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' && response.url().endsWith(`/api/child/${childId}/waitlist/${ticket}`),
  );
  await page.getByRole('button', { name: 'Confirmer' }).click();
  expect((await updated).status()).toBe(200);
  await expect(page.getByText('L’inscription de Léa sur la liste d’attente est modifiée.')).toBeVisible();
});
