import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@kinderly/shared';
import type { DbHandle } from '../client.ts';
import { verifyPassword } from '../password.ts';
import { users } from '../schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '../seed.ts';
import { createTestDb } from '../testing/index.ts';
import { createHomeProvider, createUser } from './users.ts';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());

describe('user factories', () => {
  it('creates a user whose password verifies and whose roles match', async () => {
    const user = await createHomeProvider(handle.db, { password: 'A-long-passphrase-1' });
    expect(user.currentRole).toBe(Role.HomeProvider);
    expect(user.roles).toEqual([Role.HomeProvider]);
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(user.passwordHash, 'A-long-passphrase-1')).toBe(true);
    expect(await verifyPassword(user.passwordHash, 'a-long-passphrase-1')).toBe(false);
  });

  it('refuses a second account with the same e-mail in another case', async () => {
    await createUser(handle.db, { email: 'Sam@Example.com' });
    await expect(createUser(handle.db, { email: 'sam@example.COM' })).rejects.toThrow();
  });

  it('refuses a second account with the same user name in another case', async () => {
    await createUser(handle.db, { userName: 'MapleKid' });
    await expect(createUser(handle.db, { userName: 'maplekid' })).rejects.toThrow();
  });
});

describe('seedDemo', () => {
  it('creates one account per role once, with the documented password', async () => {
    expect((await seedDemo(handle.db)).created).toBe(DEMO_ACCOUNTS.length);
    expect((await seedDemo(handle.db)).created).toBe(0);
    for (const account of DEMO_ACCOUNTS) {
      const [row] = await handle.db.select().from(users).where(eq(users.email, account.email));
      expect(row?.currentRole).toBe(account.role);
      expect(await verifyPassword(row!.passwordHash, DEMO_PASSWORD)).toBe(true);
    }
  });
});
