import { and, eq, inArray } from 'drizzle-orm';
import {
  childGuardians,
  children,
  providers,
  users,
  waitlistRequests,
  waitlistTickets,
  type Database,
} from '@kinderly/db';
import { timeZoneOfProvince, type Language, type NotificationKind } from '@kinderly/shared';
import type { JobQueue } from '../../lib/jobs/index.ts';
import type { NotificationEvent } from '../../lib/notifications/centre.ts';
import { queueNotifications } from '../../lib/notifications/jobs.ts';
import { displayNameOf } from '../../lib/provider-list/provider-summaries.ts';
import { fill, NOTICE_WORDS, type WaitlistNotice } from './notice-words.ts';
import type { PositionMove } from './queue-positions.ts';

export interface NoticeDeps {
  jobs: Pick<JobQueue, 'enqueue'>;
  publicUrl: string;
}

const KINDS: Record<WaitlistNotice, NotificationKind> = {
  offered: 'waitlist.offer',
  accepted: 'waitlist.offer_accepted',
  expiring: 'waitlist.offer_expiring',
  expired: 'waitlist.offer_expired',
  position: 'waitlist.position',
};
const LOCALES: Record<Language, string> = { en: 'en-CA', fr: 'fr-CA' };
const FAMILY_PAGE = '/app/waitlist/waitlist-card';
const PROVIDER_PAGE = '/app/provider/waitlist';

/** What a request's notices say: its child and provider, and the parent who hears of it (or is named). */
async function requestFacts(db: Database, requestId: string) {
  const [row] = await db
    .select({
      request: waitlistRequests,
      child: children.firstName,
      childId: children.id,
      createdById: waitlistTickets.createdById,
      businessName: providers.businessName,
      province: providers.province,
      owner: { id: users.id, firstName: users.firstName, lastName: users.lastName },
    })
    .from(waitlistRequests)
    .innerJoin(waitlistTickets, eq(waitlistTickets.id, waitlistRequests.ticketId))
    .innerJoin(children, eq(children.id, waitlistTickets.childId))
    .innerJoin(providers, eq(providers.id, waitlistRequests.providerId))
    .innerJoin(users, eq(users.id, providers.userId))
    .where(eq(waitlistRequests.id, requestId));
  if (!row) return null;
  // The parent who made the ticket, else any accepted guardian of the child.
  const parents = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(childGuardians)
    .innerJoin(users, eq(users.id, childGuardians.userId))
    .where(and(eq(childGuardians.childId, row.childId), eq(childGuardians.accepted, true)));
  const parent = parents.find((p) => p.id === row.createdById) ?? parents[0];
  if (!parent) return null;
  return { ...row, parent, providerName: displayNameOf(row.businessName, row.owner.firstName, row.owner.lastName) };
}

type Facts = NonNullable<Awaited<ReturnType<typeof requestFacts>>>;

function eventOf(
  deps: NoticeDeps,
  facts: Facts,
  notice: WaitlistNotice,
  dedupeKey: string,
  extra: Record<string, string> = {},
): NotificationEvent {
  const { request, parent } = facts;
  const vars = (language: Language) => ({
    provider: facts.providerName,
    child: facts.child,
    parent: `${parent.firstName} ${parent.lastName}`.trim(),
    email: parent.email,
    deadline: request.offerExpiresAt
      ? new Intl.DateTimeFormat(LOCALES[language], {
          dateStyle: 'full',
          timeStyle: 'short',
          timeZone: timeZoneOfProvince(facts.province),
        }).format(request.offerExpiresAt)
      : '',
    ...extra,
  });
  const [en, fr] = (['en', 'fr'] as const).map((language) => {
    const words = NOTICE_WORDS[language][notice];
    const filled = vars(language);
    return {
      title: fill(words.title, filled),
      body: words.lines.map((line) => fill(line, filled)).join('\n\n'),
      action: words.action,
    };
  });
  const toProvider = notice === 'accepted';
  const page = toProvider ? PROVIDER_PAGE : FAMILY_PAGE;
  return {
    userId: toProvider ? facts.owner.id : parent.id,
    kind: KINDS[notice],
    dedupeKey,
    // The other side: their deletion takes the row with them (the provider's name, the parent's address).
    aboutUserId: toProvider ? parent.id : facts.owner.id,
    title: { en: en!.title, fr: fr!.title },
    body: { en: en!.body, fr: fr!.body },
    link: page,
    mail:
      en!.action && fr!.action
        ? {
            action: { en: en!.action, fr: fr!.action },
            url: { en: `${deps.publicUrl}${page}`, fr: `${deps.publicUrl}${page}` },
          }
        : null,
  };
}

/**
 * Queues, in the transaction that made the change, the notice of an offer's step: offered, reminded (expiring)
 * and expired to the family, accepted to the provider. The keys name the offer (its time or deadline), so a
 * retried step delivers once.
 */
export async function queueOfferNotice(
  tx: Database,
  deps: NoticeDeps,
  requestId: string,
  notice: Exclude<WaitlistNotice, 'position'>,
): Promise<void> {
  const facts = await requestFacts(tx, requestId);
  if (!facts) return;
  const { offeredAt, offerExpiresAt } = facts.request;
  const at = notice === 'offered' ? offeredAt : offerExpiresAt;
  const dedupeKey = `waitlist:${requestId}:${notice}:${at?.getTime() ?? ''}`;
  await queueNotifications(deps.jobs, tx, [eventOf(deps, facts, notice, dedupeKey)]);
}

/**
 * Queues a notice for each family still waiting whose child moved up (not down, and not one offered the place in
 * the same change: that offer says more). The key holds the new position, so each request hears of a position
 * once, however often the list is saved.
 */
export async function queuePositionNotices(tx: Database, deps: NoticeDeps, moves: PositionMove[]): Promise<void> {
  const up = moves.filter((move) => move.toPosition < move.fromPosition);
  if (up.length === 0) return;
  const waiting = await tx
    .select({ id: waitlistRequests.id })
    .from(waitlistRequests)
    .where(
      and(
        inArray(
          waitlistRequests.id,
          up.map((move) => move.requestId),
        ),
        eq(waitlistRequests.status, 'waiting'),
      ),
    );
  const stillWaiting = new Set(waiting.map((row) => row.id));
  const events: NotificationEvent[] = [];
  for (const move of up) {
    if (!stillWaiting.has(move.requestId)) continue;
    const facts = await requestFacts(tx, move.requestId);
    if (!facts) continue;
    const dedupeKey = `waitlist:${move.requestId}:position:${move.toPosition}`;
    events.push(
      eventOf(deps, facts, 'position', dedupeKey, { position: String(move.toPosition), total: String(move.total) }),
    );
  }
  await queueNotifications(deps.jobs, tx, events);
}
