import { and, eq } from 'drizzle-orm';
import {
  childGuardians,
  schoolPlans,
  waitlistPaymentOptions,
  waitlistTickets,
  type Database,
  type WaitlistTicketRow,
} from '@kinderly/db';
import {
  addFieldError,
  parseRequestedStartDate,
  Role,
  type FieldErrors,
  type WaitlistSelections,
  type WaitlistTicket,
} from '@kinderly/shared';
import { AppError } from '../../lib/app-error.ts';
import { requireBookableChild } from '../../lib/assert-child-bookable.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Actor } from '../../plugins/auth.ts';

// The family's waitlist tickets (SPEC section 7: POST child/{id}/waitlist, PUT child/{id}/waitlist/{ticket}).

type TicketInput = { db: Database; actor: Actor; clock: Clock; childId: string; selections: WaitlistSelections };

const notFound = () => AppError.notFound('Waitlist ticket not found.');

export function toTicket(row: WaitlistTicketRow): WaitlistTicket {
  return {
    waitlistTicketId: row.id,
    childId: row.childId,
    selections: row.selections,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A ticket of a child the actor is an accepted guardian of (the SuperAdmin sees every one); 404 otherwise. */
export async function requireOwnTicket(db: Database, actor: Actor, ticketId: string): Promise<WaitlistTicketRow> {
  const [row] = await db
    .select({ ticket: waitlistTickets, guardian: childGuardians.userId })
    .from(waitlistTickets)
    .leftJoin(
      childGuardians,
      and(
        eq(childGuardians.childId, waitlistTickets.childId),
        eq(childGuardians.userId, actor.userId),
        eq(childGuardians.accepted, true),
      ),
    )
    .where(eq(waitlistTickets.id, ticketId));
  if (!row || (row.guardian === null && actor.role !== Role.SuperAdmin)) throw notFound();
  return row.ticket;
}

/** Ids of school plans and payment options that do not exist, per field (the server's half of the body's checks). */
export async function unknownListIds(db: Database, schoolPlanIds: number[], paymentOptionIds: number[]) {
  const [plans, options] = await Promise.all([
    db.select({ id: schoolPlans.id }).from(schoolPlans),
    db.select({ id: waitlistPaymentOptions.id }).from(waitlistPaymentOptions),
  ]);
  const known = (rows: { id: number }[]) => new Set(rows.map((row) => row.id));
  const plansKnown = known(plans);
  const optionsKnown = known(options);
  return {
    SchoolPlans: schoolPlanIds.filter((id) => !plansKnown.has(id)),
    PaymentOptions: paymentOptionIds.filter((id) => !optionsKnown.has(id)),
  };
}

/**
 * What the shared schema cannot know: school plans and payment options exist, and the requested start date is
 * today or later (the family's calendar day; a day's slack for time zones west of UTC).
 */
async function assertSelectionsHold(db: Database, clock: Clock, selections: WaitlistSelections): Promise<void> {
  const errors: FieldErrors = {};
  const unknown = await unknownListIds(db, selections.SchoolPlans ?? [], selections.PaymentOptions ?? []);
  for (const id of unknown.SchoolPlans) addFieldError(errors, 'SchoolPlans', `School plan ${id} does not exist.`);
  for (const id of unknown.PaymentOptions)
    addFieldError(errors, 'PaymentOptions', `Payment option ${id} does not exist.`);
  const start = parseRequestedStartDate(selections.RequestedStartDate ?? '');
  const yesterday = new Date(clock.now().getTime() - 24 * 3600 * 1000).toISOString().slice(0, 10);
  if (start && start < yesterday) addFieldError(errors, 'RequestedStartDate', 'The requested start date has passed.');
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
}

const columnsOf = (selections: WaitlistSelections) => ({
  selections,
  distanceKm: selections.Distance!,
  requestedStartDate: parseRequestedStartDate(selections.RequestedStartDate!)!,
});

/** POST child/{id}/waitlist: a new ticket for an enrolled child of the caller's family. */
export async function createWaitlistEntry({ db, actor, clock, childId, selections }: TicketInput) {
  await requireBookableChild(db, actor, childId);
  await assertSelectionsHold(db, clock, selections);
  const [row] = await db
    .insert(waitlistTickets)
    .values({ childId, createdById: actor.userId, ...columnsOf(selections) })
    .returning();
  return toTicket(row!);
}

/** GET child/{id}/waitlist/{ticket}: the ticket with its selections; another family's child or ticket is 404. */
export async function getWaitlistEntry({
  db,
  actor,
  childId,
  ticketId,
}: {
  db: Database;
  actor: Actor;
  childId: string;
  ticketId: string;
}): Promise<WaitlistTicket> {
  await requireBookableChild(db, actor, childId);
  const ticket = await requireOwnTicket(db, actor, ticketId);
  if (ticket.childId !== childId) throw notFound();
  return toTicket(ticket);
}

/** PUT child/{id}/waitlist/{ticket}: the ticket's answers replaced; a ticket of another child (or family) is 404. */
export async function updateWaitlistEntry({
  db,
  actor,
  clock,
  childId,
  selections,
  ticketId,
}: TicketInput & { ticketId: string }) {
  await requireBookableChild(db, actor, childId);
  const ticket = await requireOwnTicket(db, actor, ticketId);
  if (ticket.childId !== childId) throw notFound();
  await assertSelectionsHold(db, clock, selections);
  const [row] = await db
    .update(waitlistTickets)
    .set(columnsOf(selections))
    .where(eq(waitlistTickets.id, ticketId))
    .returning();
  return toTicket(row!);
}
