import { aliasedTable, eq, inArray } from 'drizzle-orm';
import { children, daycareOrders, providers, users, type Database } from '@kinderly/db';
import { isDeletedUserEmail, LanguageSchema, timeOfMinute, type Language } from '@kinderly/shared';
import { renderNoticeMail } from '../../integrations/mail/index.ts';
import type { Mailer } from '../../integrations/mail/index.ts';
import type { OrderLinks } from '../../lib/order-links.ts';
import type { OrderNotice, OrderNotifier, QueuedNotice } from './deps.ts';
import { fill, NOTICE_COMMON, NOTICE_WORDS, type Recipient } from './notice-words.ts';

const parentUser = aliasedTable(users, 'notice_parent');
const providerUser = aliasedTable(users, 'notice_provider');

const LOCALES: Record<Language, string> = { en: 'en-CA', fr: 'fr-CA' };

/**
 * The notice mails of issue 15: to the other side at each step, in each reader's language, with a signed link to
 * the order's read-only page (the parent's /orders-history, the provider's /bookings-history) or, when the parent
 * must act on the card, to the card page. `notify` logs a failed delivery and never throws (the booking already
 * changed); `notifyAll`, which the job runner calls for a booking's mails, throws after trying them all, so the job
 * is retried.
 */
export function createOrderNotifier(deps: {
  db: Database;
  mailer: Mailer;
  links: OrderLinks;
  publicUrl: string;
  log: { error: (obj: object, msg: string) => void };
}): OrderNotifier {
  /** What the mails of these orders read, one query for all. */
  const noticeRows = (orderIds: string[]) =>
    deps.db
      .select({
        order: daycareOrders,
        child: children.firstName,
        provider: providers,
        parent: {
          email: parentUser.email,
          firstName: parentUser.firstName,
          lastName: parentUser.lastName,
          language: parentUser.language,
        },
        owner: { email: providerUser.email, firstName: providerUser.firstName, language: providerUser.language },
      })
      .from(daycareOrders)
      .innerJoin(children, eq(children.id, daycareOrders.childId))
      .innerJoin(providers, eq(providers.id, daycareOrders.providerId))
      .innerJoin(parentUser, eq(parentUser.id, daycareOrders.parentUserId))
      .innerJoin(providerUser, eq(providerUser.id, providers.userId))
      .where(inArray(daycareOrders.id, orderIds));
  type NoticeRow = Awaited<ReturnType<typeof noticeRows>>[number];

  /** Both sides' mails of one notice; answers how many deliveries failed (each is logged). */
  async function send(row: NoticeRow, notice: OrderNotice): Promise<number> {
    let failed = 0;
    const { order, provider } = row;
    for (const recipient of ['parent', 'provider'] as Recipient[]) {
      const person = recipient === 'parent' ? row.parent : row.owner;
      // A deleted account (ADR 027) has no address to write to; the other side is still told.
      if (isDeletedUserEmail(person.email)) continue;
      const language = LanguageSchema.catch('en').parse(person.language);
      const words = NOTICE_WORDS[language][notice][recipient];
      if (!words) continue;
      const common = NOTICE_COMMON[language];
      const locale = LOCALES[language];
      const money = (cents: number) =>
        new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD' }).format(cents / 100);
      const date = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(
        new Date(`${order.careDate}T12:00:00Z`),
      );
      const vars = {
        child: row.child,
        parent: `${row.parent.firstName} ${row.parent.lastName}`.trim(),
        provider: provider.businessName ?? '',
        date,
        start: timeOfMinute(order.startMinute),
        end: timeOfMinute(order.endMinute),
        total: money(order.totalCents),
        refund: order.refundCents ? money(order.refundCents) : common.none,
        by:
          order.cancelledBy === 'provider'
            ? common.byProvider
            : order.cancelledBy === 'parent'
              ? common.byParent
              : common.bySystem,
        answerBy: order.answerBy
          ? new Intl.DateTimeFormat(locale, {
              dateStyle: 'long',
              timeStyle: 'short',
              timeZone: order.timeZone,
            }).format(order.answerBy)
          : '',
        address: [provider.street, provider.unit, provider.city, provider.province, provider.postalCode]
          .filter(Boolean)
          .join(', '),
      };
      const token = await deps.links.sign(order.id, recipient);
      const page = recipient === 'parent' ? '/orders-history' : '/bookings-history';
      const link =
        notice === 'payment_failed' && recipient === 'parent'
          ? `${deps.publicUrl}/app/credit-cards-list?payOrder=${encodeURIComponent(order.id)}`
          : notice === 'proposed'
            ? `${deps.publicUrl}/booking-summary?providerId=${encodeURIComponent(order.providerId)}`
            : `${deps.publicUrl}${page}?token=${encodeURIComponent(token)}&lang=${language}`;
      const mail = renderNoticeMail(language, {
        subject: fill(words.subject, vars),
        greeting: fill(common.greeting, { name: person.firstName }),
        lines: words.lines.map((line) => fill(line, vars)),
        action: words.action,
        link,
        signature: common.signature,
      });
      try {
        await deps.mailer.send({ to: person.email, ...mail });
      } catch (error) {
        failed += 1;
        deps.log.error({ err: error, orderId: order.id, notice }, 'booking notice could not be sent');
      }
    }
    return failed;
  }

  return {
    async notify(orderId, notice) {
      const [row] = await noticeRows([orderId]);
      if (row) await send(row, notice);
    },
    async notifyAll(notices: QueuedNotice[]) {
      const rows = await noticeRows([...new Set(notices.map((n) => n.orderId))]);
      const rowOf = new Map(rows.map((row) => [row.order.id, row]));
      let failed = 0;
      for (const { orderId, notice } of notices) {
        const row = rowOf.get(orderId);
        if (row) failed += await send(row, notice);
      }
      // The job runner retries the whole call's mails (a mail already delivered may then come twice).
      if (failed > 0) throw new Error(`${failed} booking notice mail(s) could not be sent`);
    },
  };
}
