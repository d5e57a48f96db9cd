// The booking bench's data: listed providers with a few spaces a day, parents with enrolled children, and the
// plan of which child books which day where (bench/booking.ts saves the drafts through the API, then books them).
import { randomBytes } from 'node:crypto';
import { addDays, isoWeekdayOf, Role, todayIso } from '@kinderly/shared';
import { createChild, createProvider, hashPassword, users, type Database } from '@kinderly/db';

export const BENCH_PASSWORD = 'Bench-Booking-Password-9';
/** Preschool: every bench child is three, every bench provider takes that group only. */
const AGE_GROUP = 16;
/** Spaces a day; most provider days get fewer children than this, a contended tenth get twice as many. */
export const SPACES_PER_DAY = 4;
const CHILDREN_PER_SLOT = 3;
const CHILDREN_PER_CONTENDED_SLOT = 8;

export interface BenchPeople {
  /** Providers that ask for approval (a booking is a request), then providers that approve at once. */
  requestProviders: string[];
  instantProviders: string[];
  parents: { email: string; childIds: string[] }[];
}

async function inPool<T>(items: T[], width: number, work: (item: T, index: number) => Promise<unknown>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const index = next++;
        await work(items[index]!, index);
      }
    }),
  );
}

export async function seedBookingBench(
  db: Database,
  counts: { providers: number; parents: number; childrenPerParent: number },
  width: number,
): Promise<BenchPeople> {
  const providerIds: string[] = new Array<string>(counts.providers);
  await inPool([...Array(counts.providers).keys()], width, async (i) => {
    const provider = await createProvider(db, {
      complete: true,
      businessName: `Bench Daycare ${i + 1}`,
      // Even providers ask for approval; odd ones approve at once (and hold the card within 6 days).
      withApprovalRequest: i % 2 === 0,
      startDate: '2026-01-01',
      ageGroupIds: [AGE_GROUP],
      spaces: [{ ageGroupId: AGE_GROUP, spaces: SPACES_PER_DAY }],
      holidays: [],
      // Open every day, so the phase of holds (the next 5 days) books 5 days a call whatever weekday it runs on:
      // on a Friday only 3 of those days were weekdays, and its bookings/s fell with the calendar.
      hours: Object.fromEntries([1, 2, 3, 4, 5, 6, 7].map((day) => [day, [7 * 60, 18 * 60]])),
    });
    providerIds[i] = provider.id;
  });
  // One password hash for every parent: argon2 per row would take minutes, and logging in checks it anyway.
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const run = randomBytes(3).toString('hex');
  const parentRows = Array.from({ length: counts.parents }, (_, i) => ({
    userName: `bench-parent-${run}-${i}`,
    firstName: 'Bench',
    lastName: `Parent ${i}`,
    email: `bench-parent-${run}-${i}@kinderly.example`,
    emailConfirmed: true,
    registrationComplete: true,
    referralToken: randomBytes(12).toString('base64url'),
    roles: [Role.Parent],
    currentRole: Role.Parent,
    passwordHash,
  }));
  const parents: { id: string; email: string }[] = [];
  for (let i = 0; i < parentRows.length; i += 200)
    parents.push(
      ...(await db
        .insert(users)
        .values(parentRows.slice(i, i + 200))
        .returning({ id: users.id, email: users.email })),
    );
  const dateOfBirth = addDays(todayIso(), -3 * 365);
  const childIds: string[][] = parents.map(() => []);
  await inPool(
    parents.flatMap((parent, p) => Array.from({ length: counts.childrenPerParent }, () => ({ parent, p }))),
    width,
    async ({ parent, p }) => {
      const child = await createChild(db, { parentId: parent.id, stage: 'enrolled', child: { dateOfBirth } });
      childIds[p]!.push(child.id);
    },
  );
  return {
    requestProviders: providerIds.filter((_, i) => i % 2 === 0),
    instantProviders: providerIds.filter((_, i) => i % 2 === 1),
    parents: parents.map((parent, p) => ({ email: parent.email, childIds: childIds[p]! })),
  };
}

/**
 * Weekdays from `from` days ahead, `count` of them or up to `until` days ahead; every day with `everyDay` (the
 * bench providers are open every day).
 */
export function weekdaysAhead(
  today: string,
  from: number,
  limit: { count?: number; until?: number; everyDay?: boolean },
): string[] {
  const days: string[] = [];
  for (let ahead = from; days.length < (limit.count ?? Infinity) && ahead <= (limit.until ?? 400); ahead++) {
    const date = addDays(today, ahead);
    if (limit.everyDay || isoWeekdayOf(date) <= 5) days.push(date);
  }
  return days;
}

export interface PlannedOrder {
  parent: number;
  childId: string;
  providerId: string;
  date: string;
}

/** One bookDaycareOrders call: one parent's child at one provider, one or several days (all or none). */
export interface PlannedCall {
  parent: number;
  orders: PlannedOrder[];
}

/**
 * One phase's calls. The days are cut into runs of `daysPerCall` (a parent books a child's week at once, as the
 * booking summary books every draft at a provider together); for each run and provider (a slot) a few children
 * book every day of the run in one call, more children than spaces at every tenth slot. Children are taken in
 * turn over all of them, so a child gets at most one call per run (so no two orders on one day) while a run's
 * calls number fewer than the children. The calls of a contended slot stay together, so they race for its
 * spaces; the others are shuffled one by one (a booking waits for another only when both want the same day).
 */
export function planCalls(
  people: BenchPeople,
  providerIds: string[],
  days: string[],
  seed: number,
  daysPerCall: number,
): PlannedCall[] {
  const children = people.parents.flatMap((parent, p) => parent.childIds.map((childId) => ({ p, childId })));
  let cursor = seed * 7919;
  const units: PlannedCall[][] = [];
  let slots = 0;
  for (let first = 0; first < days.length; first += daysPerCall) {
    const run = days.slice(first, first + daysPerCall);
    for (const providerId of providerIds) {
      const contended = slots++ % 10 === 0;
      const slot: PlannedCall[] = [];
      for (let k = 0; k < (contended ? CHILDREN_PER_CONTENDED_SLOT : CHILDREN_PER_SLOT); k++) {
        const child = children[cursor++ % children.length]!;
        slot.push({
          parent: child.p,
          orders: run.map((date) => ({ parent: child.p, childId: child.childId, providerId, date })),
        });
      }
      units.push(...(contended ? [slot] : slot.map((call) => [call])));
    }
  }
  let state = seed + 1;
  const random = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  for (let i = units.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [units[i], units[j]] = [units[j]!, units[i]!];
  }
  return units.flat();
}
