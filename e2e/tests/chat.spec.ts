import type { Page } from '@playwright/test';
import { Role } from '@kinderly/shared';
import { expect, expectAccessible, screenshots, setViewport, startVisitorPages, test } from '../support/fixtures.ts';
import { DEMO_LOGINS } from '../support/routes.ts';
import { DEMO_PASSWORD, logIn } from './account-helpers.ts';
import { garden, LISTED_DEMO_PROVIDER, listedProviderAsOwner } from './provider-helpers.ts';

/*
 * Issue 17's chat between two people in two browsers: the demo parent writes to a listed demo provider from its
 * profile, the provider sees it arrive live with the unread count, answers with a photo, the parent reacts, both
 * see the receipts and an edit arrives on the other side.
 */

async function signIn(page: Page, login: string) {
  await page.goto('/entry/login');
  await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
  await logIn(page, login, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/app\/home$/);
}

test('a family and a provider chat live: unread count, photo, reaction, receipts, edit, typing', async ({
  page,
  browser,
  request,
  appServer,
}) => {
  const provider = await listedProviderAsOwner(request);
  const providerContext = await browser.newContext({
    baseURL: appServer.url,
    viewport: { width: 1280, height: 800 },
    locale: 'en-CA',
  });
  const other = await providerContext.newPage();
  startVisitorPages(other);
  const otherErrors: string[] = [];
  other.on('pageerror', (error) => otherErrors.push(error.message));

  await signIn(page, DEMO_LOGINS[Role.Parent]);
  await signIn(other, LISTED_DEMO_PROVIDER);
  await other.goto('/app/messages');
  await expect(other.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();

  await test.step('the parent writes from the profile', async () => {
    await page.goto(`/app/providers/${provider.id}`);
    await page.getByRole('button', { name: `Message ${provider.displayName}` }).click();
    await expect(page).toHaveURL(/\/app\/messages\/[0-9a-f-]{36}$/);
    const composer = page.getByRole('textbox', { name: 'Message' });
    await composer.fill('Hello! Do you have a space in September?');
    await composer.press('Enter');
    await expect(composer).toHaveValue('');
    const log = page.getByRole('list', { name: `Messages with ${provider.displayName}` });
    await expect(log.getByText('Hello! Do you have a space in September?')).toBeVisible();
    await expect(log.getByRole('img', { name: /^(Sent|Delivered)$/ })).toBeVisible();
  });

  const parentLog = page.getByRole('list', { name: `Messages with ${provider.displayName}` });
  await test.step('the provider sees it arrive with the unread count, opens it, and the parent sees it read', async () => {
    await expect(other.getByRole('link', { name: 'Messages, 1 unread' }).first()).toBeVisible();
    const room = other.getByRole('navigation', { name: 'Conversations' }).getByRole('link').first();
    await expect(room).toContainText('Hello! Do you have a space in September?');
    await expect(room).toContainText('1 unread message');
    await expectAccessible(other, 'the provider’s rooms with an unread message');
    await screenshots(other, 'chat-unread');
    await room.click();
    await expect(other.getByRole('list', { name: /^Messages with / }).getByText(/Do you have a space/)).toBeVisible();
    await expect(parentLog.getByRole('img', { name: 'Read' })).toBeVisible();
    await expect(other.getByRole('link', { name: 'Messages', exact: true }).first()).toBeVisible();
  });

  await test.step('the provider types, then answers with a photo', async () => {
    const composer = other.getByRole('textbox', { name: 'Message' });
    await composer.pressSequentially('Yes', { delay: 30 });
    await expect(page.getByText(`${provider.displayName} is typing…`)).toBeVisible();
    await other
      .locator('input[type="file"]')
      .setInputFiles({ name: 'garden.png', mimeType: 'image/png', buffer: garden() });
    await expect(other.getByText('garden.png')).toBeVisible();
    await composer.fill('Yes! Here is our garden.');
    await composer.press('Enter');
    await expect(parentLog.getByText('Yes! Here is our garden.')).toBeVisible();
    await parentLog.getByRole('button', { name: 'Open picture garden.png' }).click();
    await expect(page.getByRole('dialog').getByRole('img', { name: 'Picture garden.png' })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  const otherLog = other.getByRole('list', { name: /^Messages with / });
  await test.step('the parent reacts, and the provider sees the reaction and its reply read', async () => {
    const reply = parentLog.getByRole('listitem').filter({ hasText: 'Yes! Here is our garden.' });
    await reply.getByRole('button', { name: 'Add a reaction' }).click();
    await page.getByRole('button', { name: 'React with ❤️' }).click();
    await expect(reply.getByRole('button', { name: '❤️ 1 reaction (yours)' })).toBeVisible();
    await expect(otherLog.getByRole('button', { name: '❤️ 1 reaction' })).toBeVisible();
    await expect(otherLog.getByRole('img', { name: 'Read' })).toBeVisible();
  });

  await test.step('the parent edits a message and the provider sees the edit', async () => {
    const mine = parentLog.getByRole('listitem').filter({ hasText: 'Do you have a space in September?' });
    await mine.getByRole('button', { name: 'Message options' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const edit = page.getByRole('textbox', { name: 'Edit message' });
    await edit.fill('Hello! Do you have a space in October?');
    await edit.press('Enter');
    await expect(otherLog.getByText('Hello! Do you have a space in October?')).toBeVisible();
    await expect(otherLog.getByText('edited')).toBeVisible();
  });

  await test.step('both pages pass axe, and the parent’s pages at 360 px', async () => {
    await expectAccessible(page, 'the parent’s conversation (1280 px)');
    await expectAccessible(other, 'the provider’s conversation (1280 px)');
    await screenshots(page, 'chat-conversation');
    await setViewport(page, 'mobile');
    await expectAccessible(page, 'the parent’s conversation (360 px)');
    await page.getByRole('link', { name: 'Back to conversations' }).click();
    await expect(page.getByRole('navigation', { name: 'Conversations' })).toBeVisible();
    await expectAccessible(page, 'the parent’s rooms (360 px)');
    await screenshots(page, 'chat-rooms');
  });

  expect(otherErrors, 'errors on the provider’s page').toEqual([]);
  await providerContext.close();
});
