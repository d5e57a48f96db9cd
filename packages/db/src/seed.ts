import { sql } from 'drizzle-orm';
import { Role } from '@kinderly/shared';
import type { Database } from './client.ts';
import { createUser } from './factories/index.ts';
import { users } from './schema/index.ts';
import { seedDemoReportedChat } from './seed/demo-chat.ts';
import { seedDemoChildren, seedDemoNeighbour } from './seed/demo-children.ts';
import { seedProviderDemo } from './seed/providers.ts';

/** The password of every demo account; printed in the README. */
export const DEMO_PASSWORD = 'Kinderly-Demo-2026';

export const DEMO_ACCOUNTS = [
  {
    role: Role.Parent,
    userName: 'demo-parent',
    email: 'parent@kinderly.example',
    firstName: 'Camille',
    lastName: 'Roy',
  },
  {
    role: Role.HomeProvider,
    userName: 'demo-provider',
    email: 'provider@kinderly.example',
    firstName: 'Priya',
    lastName: 'Sharma',
  },
  { role: Role.Nanny, userName: 'demo-nanny', email: 'nanny@kinderly.example', firstName: 'Jordan', lastName: 'Lee' },
  {
    role: Role.SuperAdmin,
    userName: 'demo-admin',
    email: 'admin@kinderly.example',
    firstName: 'Morgan',
    lastName: 'Gagnon',
  },
] as const;

export interface SeedResult {
  created: number;
}

/** Creates the demo world. Safe to run twice: what exists already is left alone. */
export async function seedDemo(db: Database): Promise<SeedResult> {
  let created = 0;
  for (const account of DEMO_ACCOUNTS) {
    const existing = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${account.email}`);
    if (existing.length > 0) continue;
    await createUser(db, {
      userName: account.userName,
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      currentRole: account.role,
      password: DEMO_PASSWORD,
      phoneNumber: '+1 416 555 0100',
    });
    created++;
  }
  await seedDemoChildren(db);
  await seedDemoNeighbour(db, DEMO_PASSWORD);
  await seedProviderDemo(db, DEMO_PASSWORD);
  await seedDemoReportedChat(db);
  return { created };
}

/** True when the database holds no user at all: the moment `npm start` seeds. */
export async function isEmpty(db: Database): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length === 0;
}
