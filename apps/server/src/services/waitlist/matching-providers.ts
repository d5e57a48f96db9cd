import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { providerHours, providers, users, waitlistRequests, waitlistTickets, type Database } from '@kinderly/db';
import {
  TIME_OF_DAY_HOURS,
  WAITLIST_QUEUE_MESSAGES,
  type WaitlistCurrentProvider,
  type WaitlistProviders,
  type WaitlistSelections,
} from '@kinderly/shared';
import { AppError } from '../../lib/app-error.ts';
import { requireBookableChild } from '../../lib/assert-child-bookable.ts';
import { metresFrom, searchable, withinBox, type Point } from '../../lib/provider-list/provider-sql.ts';
import {
  buildProviderSummaries,
  countAll,
  countRows,
  pageColumns,
} from '../../lib/provider-list/provider-summaries.ts';
import type { Actor } from '../../plugins/auth.ts';
import { isActive } from './queue-positions.ts';
import { familyRequests } from './requests.ts';

/** The child's newest ticket: the one its matching providers are found with. 409 when the wizard was never confirmed. */
async function latestTicketOf(db: Database, childId: string) {
  const [ticket] = await db
    .select()
    .from(waitlistTickets)
    .where(eq(waitlistTickets.childId, childId))
    .orderBy(desc(waitlistTickets.createdAt))
    .limit(1);
  if (!ticket) {
    throw new AppError('CONFLICT', WAITLIST_QUEUE_MESSAGES.noTicket, { body: { code: 'NO_WAITLIST_TICKET' } });
  }
  return ticket;
}

/**
 * The family's point: child addresses carry no coordinates, so distances are measured from the location the
 * caller saved (saveUserLocation), else the one of the parent who made the ticket. Null when neither saved one.
 */
export async function familyPointOf(db: Database, userIds: (string | null)[]): Promise<Point | null> {
  for (const id of userIds) {
    if (!id) continue;
    const [row] = await db
      .select({ latitude: users.latitude, longitude: users.longitude })
      .from(users)
      .where(eq(users.id, id));
    if (row?.latitude != null && row.longitude != null) return { latitude: row.latitude, longitude: row.longitude };
  }
  return null;
}

const intArray = (ids: readonly number[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::integer[]`;

/**
 * Open during one of the preferred day and time bands, when the family gave any: the provider's hours of that
 * weekday overlap the band (ADR 023's bands: morning 6-12 and so on).
 */
function openOnPreferredTimes(schedule: WaitlistSelections['ScheduleAvailability']): SQL | undefined {
  if (!schedule?.length) return undefined;
  const bands = schedule.map(({ day, timeOfDay }) => {
    const [from, to] = TIME_OF_DAY_HOURS[timeOfDay];
    return and(
      eq(providerHours.weekday, day),
      sql`${providerHours.openMinute} < ${to * 60}`,
      sql`${providerHours.closeMinute} > ${from * 60}`,
    );
  });
  return sql`exists (select 1 from ${providerHours} where ${providerHours.providerId} = ${providers.id} and (${or(...bands)}))`;
}

/**
 * What the ticket asks of a provider: listed, of a chosen type, offering a chosen care type, within the distance
 * and open on a preferred day and time. Whether a space is free does not matter: a waitlist is for full providers.
 */
function matchConditions(selections: WaitlistSelections, point: Point): SQL[] {
  const metres = (selections.Distance ?? 0) * 1000;
  const conditions = [
    searchable,
    withinBox(point, metres),
    sql`${metresFrom(point)} <= ${metres}::float8`,
    inArray(providers.providerType, selections.ProviderTypes ?? []),
    sql`${providers.searchCareTypes} && ${intArray(selections.ChildcareTypes ?? [])}`,
  ];
  const open = openOnPreferredTimes(selections.ScheduleAvailability);
  if (open) conditions.push(open);
  return conditions;
}

type OptionList = 'ProviderTypes' | 'ChildcareTypes';

/**
 * POST waitlist filters' counts, in one statement: how many providers the selections match around the point, and for
 * each provider and care type how many would match were it its list's only choice (the other answers unchanged).
 */
export async function countMatchingProviders(
  db: Database,
  selections: WaitlistSelections,
  point: Point,
  options: Record<OptionList, readonly number[]>,
): Promise<{ total: number; perOption: Record<OptionList, Map<number, number>> }> {
  const matching = (chosen: WaitlistSelections) =>
    sql<number>`count(*) filter (where ${and(...matchConditions(chosen, point))})`.mapWith(Number);
  const variants = (list: OptionList) => options[list].map((id) => ({ list, id }));
  const all = [...variants('ProviderTypes'), ...variants('ChildcareTypes')];
  const columns: Record<string, SQL.Aliased<number>> = { total: matching(selections).as('total') };
  all.forEach(({ list, id }, index) => {
    columns[`c${index}`] = matching({ ...selections, [list]: [id] }).as(`c${index}`);
  });
  const [row] = await db
    .select(columns)
    .from(providers)
    .where(and(searchable, withinBox(point, (selections.Distance ?? 0) * 1000)));
  const perOption = { ProviderTypes: new Map<number, number>(), ChildcareTypes: new Map<number, number>() };
  all.forEach(({ list, id }, index) => perOption[list].set(id, Number(row?.[`c${index}`] ?? 0)));
  return { total: Number(row?.total ?? 0), perOption };
}

/** GET child/{id}/waitlist/providers: providers matching the child's latest ticket, nearest first, paged. */
export async function findWaitlistProviders({
  db,
  actor,
  childId,
  page,
  pageSize,
}: {
  db: Database;
  actor: Actor;
  childId: string;
  page: number;
  pageSize: number;
}): Promise<WaitlistProviders> {
  await requireBookableChild(db, actor, childId);
  const ticket = await latestTicketOf(db, childId);
  const point = await familyPointOf(db, [actor.userId, ticket.createdById]);
  if (!point) {
    throw new AppError('CONFLICT', 'Save your location first: matching providers are found around it.', {
      body: { code: 'LOCATION_REQUIRED' },
    });
  }
  const where = and(...matchConditions(ticket.selections, point));
  const order = [asc(metresFrom(point)), asc(providers.id)];
  const result = await buildProviderSummaries(
    db,
    db
      .select({ id: providers.id, ...pageColumns(order) })
      .from(providers)
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .as('page'),
    { viewerId: actor.userId, from: point },
  );
  const ids = result.items.map((item) => item.id);
  const joined = new Set(
    ids.length === 0
      ? []
      : (
          await db
            .select({ providerId: waitlistRequests.providerId })
            .from(waitlistRequests)
            .where(
              and(eq(waitlistRequests.childId, ticket.childId), inArray(waitlistRequests.providerId, ids), isActive),
            )
        ).map((row) => row.providerId),
  );
  const total =
    result.total ?? (page > 1 ? await countRows(db.select({ n: countAll }).from(providers).where(where)) : 0);
  return {
    ticketId: ticket.id,
    items: result.items.map((item) => ({ ...item, joined: joined.has(item.id) })),
    total,
    page,
    pageSize,
  };
}

/** GET children/{childId}/waitlist/providers/{childcareProviderId}: a listed provider and the child's entry there. */
export async function getWaitlistProvider({
  db,
  actor,
  childId,
  providerId,
}: {
  db: Database;
  actor: Actor;
  childId: string;
  providerId: string;
}): Promise<WaitlistCurrentProvider> {
  await requireBookableChild(db, actor, childId);
  const point = await familyPointOf(db, [actor.userId]);
  const order = [asc(providers.id)];
  const { items } = await buildProviderSummaries(
    db,
    db
      .select({ id: providers.id, ...pageColumns(order) })
      .from(providers)
      .where(and(eq(providers.id, providerId), eq(providers.isListed, true)))
      .as('page'),
    { viewerId: actor.userId, from: point },
  );
  const provider = items[0];
  if (!provider) throw AppError.notFound('Provider not found.');
  const requests = await familyRequests(db, actor, { childId, providerId });
  return { provider, request: requests.find((request) => request.position !== null) ?? null };
}
