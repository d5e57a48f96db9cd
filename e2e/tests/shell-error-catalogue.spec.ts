import type { Page, Route } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { logIn } from './account-helpers.ts';
import { expectOnlyProvokedErrors, signInAsParent } from './shell-helpers.ts';

// SPEC section 8, row by row, with the API's answers faked in the browser (the server itself is never told).
const USER_INFO = '**/api/account/getUserInfo';
const EDIT_PROFILE = '/app/edit-profile';

const answer = (status: number, body: Record<string, unknown>) => (route: Route) =>
  route.fulfill({ status, json: { statusCode: status, ...body } });

async function expectOnErrorPage(page: Page, code: string | null, detail: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  const details = page.getByRole('main').getByRole('definition');
  if (code) {
    await expect(page).toHaveURL(new RegExp(`/error\\?code=${code}&message=`));
    await expect(details.first()).toHaveText(code);
    await expect(details.last()).toHaveText(detail);
  } else {
    await expect(page).toHaveURL(/\/error\?message=/);
    await expect(details).toHaveText([detail]);
  }
  await expectAccessible(page, `/error ${code ?? 'without code'}`);
}

// Only a failed session ends it (ADR 004, revised in issue 12); a refused call (403, a 400 without fields) does not.
for (const [status, body] of [[401, { code: 'UNAUTHORIZED', message: 'Your session has ended.' }]] as const) {
  test(`a signed-in call answering ${status} ends the session and goes to login with the way back`, async ({
    page,
    pageErrors,
  }) => {
    await signInAsParent(page);
    await page.route(USER_INFO, answer(status, body));

    await page.goto(EDIT_PROFILE);

    await expect(page).toHaveURL(/\/entry\/login\?returnUrl=%2Fapp%2Fedit-profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByText('Please sign in to continue where you were.')).toBeVisible();
    expect(await page.evaluate<string | null>("localStorage.getItem('kinderly.auth')")).toBeNull();
    await expectAccessible(page, `login after ${status}`);

    // Signing in again leads back to where the user was.
    await page.unroute(USER_INFO);
    await logIn(page, 'parent@kinderly.example', 'Kinderly-Demo-2026');
    await expect(page).toHaveURL(/\/app\/edit-profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit profile' })).toBeVisible();
    expectOnlyProvokedErrors(pageErrors, new RegExp(`status of ${status}`));
  });
}

test('a 500, a 404, a 403 and a 400 without fields go to /error with the code and the detail, session kept', async ({
  page,
  pageErrors,
}) => {
  await signInAsParent(page);

  await page.route(USER_INFO, answer(403, { code: 'FORBIDDEN', message: 'You may not do this.' }));
  await page.goto(EDIT_PROFILE);
  await expectOnErrorPage(page, '403', 'You may not do this.');

  await page.route(USER_INFO, answer(400, { code: 'BAD_REQUEST', message: 'The request could not be read.' }));
  await page.goto(EDIT_PROFILE);
  await expectOnErrorPage(page, '400', 'The request could not be read.');

  await page.route(USER_INFO, answer(500, { message: 'The user store is not answering.' }));
  await page.goto(EDIT_PROFILE);
  await expectOnErrorPage(page, '500', 'The user store is not answering.');

  await page.route(USER_INFO, answer(404, { code: 'NOT_FOUND', message: 'No such user.' }));
  await page.goto(EDIT_PROFILE);
  await expectOnErrorPage(page, '404', 'No such user.');

  // Neither ended the session.
  await page.unroute(USER_INFO);
  await page.goto(EDIT_PROFILE);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit profile' })).toBeVisible();
  expectOnlyProvokedErrors(pageErrors, /status of 500/, /status of 404/, /status of 403/, /status of 400/);
});

test('a call that gets no response at all goes to /error with a message', async ({ page, pageErrors }) => {
  await signInAsParent(page);
  await page.route(USER_INFO, (route) => route.abort('connectionrefused'));

  await page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Edit profile' }).click();

  await expectOnErrorPage(page, null, 'The server could not be reached. Check your connection and try again.');
  expectOnlyProvokedErrors(pageErrors, /ERR_CONNECTION_REFUSED/);
});

test('a 400 field map shows beside its field and keeps what was typed', async ({ page, pageErrors }) => {
  await signInAsParent(page);
  await page.goto(EDIT_PROFILE);
  const firstName = page.getByRole('textbox', { name: 'First name' });
  const lastName = page.getByRole('textbox', { name: 'Last name' });
  await expect(firstName).not.toHaveValue('');
  await firstName.fill('Marie-Ève-Geneviève-Alexandrine');
  await lastName.fill('Lavoie');
  let sent: unknown;
  await page.route('**/api/account/updateUserInfo', (route) => {
    sent = route.request().postDataJSON();
    return answer(400, {
      code: 'VALIDATION_ERROR',
      message: 'Check the fields.',
      errors: { FirstName: ['Too long.'] },
    })(route);
  });

  await page.getByRole('button', { name: 'Save changes' }).click();

  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  await expect(firstName).toHaveAccessibleDescription('Too long.');
  await expect(firstName).toBeFocused();
  await expect(firstName).toHaveValue('Marie-Ève-Geneviève-Alexandrine');
  await expect(lastName).toHaveValue('Lavoie');
  await expect(page).toHaveURL(/\/app\/edit-profile$/);
  expect(sent).toMatchObject({ firstName: 'Marie-Ève-Geneviève-Alexandrine', lastName: 'Lavoie' });
  await expectAccessible(page, 'edit profile with a server field error');
  expectOnlyProvokedErrors(pageErrors, /status of 400/);
});

test('a public call that fails (login answering 500) stays on the page with a message', async ({
  page,
  pageErrors,
}) => {
  await page.goto('/entry/login');
  await page.route('**/api/account/login', answer(500, { message: 'Internal Server Error' }));

  await logIn(page, 'parent@kinderly.example', 'Kinderly-Demo-2026');

  await expect(page.getByRole('alert')).toHaveText('Something went wrong on our side. Please try again in a moment.');
  await expect(page).toHaveURL(/\/entry\/login$/);
  await expect(page.getByRole('textbox', { name: /E-mail address or user name/ })).toHaveValue(
    'parent@kinderly.example',
  );
  await expectAccessible(page, 'login after a 500');
  expectOnlyProvokedErrors(pageErrors, /status of 500/);
});
