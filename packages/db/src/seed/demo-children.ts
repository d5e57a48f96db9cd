import { eq, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { createChild } from '../factories/children.ts';
import { createParent } from '../factories/users.ts';
import { childGuardians, users } from '../schema/index.ts';

const yearsAgo = (years: number, months = 0) => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years, date.getUTCMonth() - months);
  return date.toISOString().slice(0, 10);
};

/**
 * The demo parent's children, one per stage of the wizard: enrolled (bookable), half-way, just started.
 * Left alone when the parent already has children. Returns how many were created.
 */
export async function seedDemoChildren(db: Database, parentEmail = 'parent@kinderly.example'): Promise<number> {
  const [parent] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${parentEmail}`);
  if (!parent) return 0;
  const existing = await db
    .select({ childId: childGuardians.childId })
    .from(childGuardians)
    .where(eq(childGuardians.userId, parent.id));
  if (existing.length > 0) return 0;
  await createChild(db, {
    parentId: parent.id,
    stage: 'enrolled',
    child: { firstName: 'Léa', lastName: 'Roy', dateOfBirth: yearsAgo(3, 2), sex: 2 },
  });
  await createChild(db, {
    parentId: parent.id,
    stage: 'halfway',
    child: { firstName: 'Noah', lastName: 'Roy', dateOfBirth: yearsAgo(1, 3), sex: 1, subsidy: true },
  });
  await createChild(db, {
    parentId: parent.id,
    stage: 'started',
    child: {
      firstName: 'Maya',
      lastName: 'Roy',
      dateOfBirth: yearsAgo(7),
      sex: 2,
      homeAddressSameAsParent: false,
      languageIds: [2],
    },
  });
  return 3;
}

/** The second demo family's parent: a neighbour of the demo parent, for journeys that need two families. */
export const DEMO_NEIGHBOUR = { email: 'neighbour@kinderly.example', userName: 'demo-neighbour' } as const;

/**
 * A second family with one enrolled child (Théo). A child stands once in a provider's waitlist (ADR 023 session 9),
 * so a list of two needs two children; the demo parent's other children are not enrolled on purpose. Left alone
 * when the account exists. Returns how many accounts were created.
 */
export async function seedDemoNeighbour(db: Database, password: string): Promise<number> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${DEMO_NEIGHBOUR.email}`);
  if (existing) return 0;
  const parent = await createParent(db, {
    ...DEMO_NEIGHBOUR,
    firstName: 'Sam',
    lastName: 'Tremblay',
    password,
    phoneNumber: '+1 416 555 0101',
  });
  await createChild(db, {
    parentId: parent.id,
    stage: 'enrolled',
    child: { firstName: 'Théo', lastName: 'Tremblay', dateOfBirth: yearsAgo(3, 6), sex: 1 },
  });
  return 1;
}
