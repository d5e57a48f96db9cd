import { randomBytes, randomUUID } from 'node:crypto';
import { Role } from '@kinderly/shared';
import type { Database } from '../client.ts';
import { hashPassword } from '../password.ts';
import { users, type NewUserRow, type UserRow } from '../schema/index.ts';

export const DEFAULT_TEST_PASSWORD = 'Correct-Horse-Battery-9';

export type CreateUserOverrides = Partial<Omit<NewUserRow, 'passwordHash'>> & { password?: string };

/** Inserts a user with believable defaults; used by tests and by the demo seed. */
export async function createUser(db: Database, overrides: CreateUserOverrides = {}): Promise<UserRow> {
  const { password = DEFAULT_TEST_PASSWORD, ...fields } = overrides;
  const suffix = randomUUID().slice(0, 8);
  const role = fields.currentRole ?? Role.Parent;
  const [row] = await db
    .insert(users)
    .values({
      userName: `user-${suffix}`,
      firstName: 'Alex',
      lastName: 'Tremblay',
      email: `user-${suffix}@kinderly.example`,
      emailConfirmed: true,
      registrationComplete: true,
      referralToken: randomBytes(12).toString('base64url'),
      ...fields,
      roles: fields.roles ?? [role],
      currentRole: role,
      passwordHash: await hashPassword(password),
    })
    .returning();
  if (!row) throw new Error('createUser inserted nothing');
  return row;
}

export const createParent = (db: Database, overrides: CreateUserOverrides = {}) =>
  createUser(db, { currentRole: Role.Parent, ...overrides });
export const createHomeProvider = (db: Database, overrides: CreateUserOverrides = {}) =>
  createUser(db, { currentRole: Role.HomeProvider, ...overrides });
export const createNanny = (db: Database, overrides: CreateUserOverrides = {}) =>
  createUser(db, { currentRole: Role.Nanny, ...overrides });
export const createSuperAdmin = (db: Database, overrides: CreateUserOverrides = {}) =>
  createUser(db, { currentRole: Role.SuperAdmin, ...overrides });
