import type { APIRequestContext, Page } from '@playwright/test';
import type { DevMail } from '@kinderly/shared';
import { expect, expectAccessible, screenshots } from '../support/fixtures.ts';

export const DEMO_PASSWORD = 'Kinderly-Demo-2026';

export type Person = { firstName: string; lastName: string; userName: string; email: string; password: string };

/** A new person for each run (the database is fresh per run, but a retry within one must not collide). */
export function newPerson(kind: string, firstName: string): Person {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  return {
    firstName,
    lastName: 'Tremblay',
    userName: `${kind}-${suffix}`,
    email: `${kind}-${suffix}@example.com`,
    password: `Maple-Syrup-${suffix}`,
  };
}

/**
 * axe at the width the journey runs at (1280 px), and a screenshot at 360 px and at 1280 px. Every route is also
 * checked with axe at both widths, once, by a11y-sweep.spec.ts.
 */
export async function checkPage(page: Page, name: string) {
  await expectAccessible(page, name);
  await screenshots(page, name);
}

/** The newest mails to `to` with `subject`, once at least `count` have arrived (the dev outbox, newest first). */
export async function waitForMail(
  request: APIRequestContext,
  to: string,
  subject: string | RegExp,
  count = 1,
): Promise<DevMail> {
  let found: DevMail[] = [];
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/dev/mail');
        const { mails } = (await response.json()) as { mails: DevMail[] };
        found = mails.filter(
          (mail) =>
            mail.to === to && (typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject)),
        );
        return found.length;
      },
      { message: `mail "${subject}" to ${to}`, timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return found[0]!;
}

/** The link of a mail that leads to `path` in the app, as the recipient would click it. */
export function linkIn(mail: DevMail, path: string): string {
  const match = mail.text.match(new RegExp(`https?://\\S+${path.replace(/[/.]/g, '\\$&')}\\S*`));
  if (!match) throw new Error(`No ${path} link in "${mail.subject}":\n${mail.text}`);
  return match[0];
}

export async function fillRegistration(page: Page, person: Person, role: 'Parent' | 'Nanny' | 'Home provider') {
  await page.getByRole('radio', { name: new RegExp(`^${role}`) }).check();
  await page.getByRole('textbox', { name: 'First name' }).fill(person.firstName);
  await page.getByRole('textbox', { name: 'Last name' }).fill(person.lastName);
  await page.getByRole('textbox', { name: 'User name' }).fill(person.userName);
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(person.email);
  await page.getByLabel('Password', { exact: false }).first().fill(person.password);
  await page.getByLabel(/^Confirm the password/).fill(person.password);
  await page.getByRole('checkbox', { name: /I accept the terms of use/ }).check();
  // The live checks of the e-mail and the user name have answered.
  await expect(page.getByText('This user name is available.')).toBeVisible();
  await expect(page.getByText('No account uses this address yet.')).toBeVisible();
}

export async function logIn(page: Page, login: string, password: string) {
  await page.getByRole('textbox', { name: /E-mail address or user name/ }).fill(login);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Logs out from the user menu; ends on /entry/login. */
export async function logOut(page: Page) {
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/entry\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
}

/** The role the signed-in home page shows. */
export function currentRole(page: Page) {
  return page
    .getByRole('main')
    .getByRole('definition')
    .filter({ has: page.locator('.MuiChip-root') });
}
