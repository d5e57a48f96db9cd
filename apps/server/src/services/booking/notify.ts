import { aliasedTable, eq, inArray } from 'drizzle-orm';
import { children, daycareOrders, providers, users, type Database } from '@kinderly/db';
import { isDeletedUserEmail, timeOfMinute, type Language, type ProviderNotifications } from '@kinderly/shared';
import type { NotificationCentre, NotificationEvent } from '../../lib/notifications/centre.ts';
import type { OrderLinks } from '../../lib/order-links.ts';
import type { OrderNotice, OrderNotifier, QueuedNotice } from './deps.ts';
import { GROUP_NOTICE_WORDS, type GroupWords } from './group-notice-words.ts';
import { fill, NOTICE_COMMON, NOTICE_WORDS, type Recipient, type Words } from './notice-words.ts';

const parentUser = aliasedTable(users, 'notice_parent');
const providerUser = aliasedTable(users, 'notice_provider');

const LOCALES: Record<Language, string> = { en: 'en-CA', fr: 'fr-CA' };
const LANGUAGES: Language[] = ['en', 'fr'];
/** The day as it happens: the bell and push tell the parent; a mail for each would be noise. */
/**
 * The formatters of the notices' dates and amounts, made once per locale (and time zone): a booking call's mails
 * format several days each, and making an Intl formatter costs far more than using one.
 */
const formatters = new Map<string, { format(value: number | Date): string }>();
function formatter(locale: string, kind: 'money' | 'date' | 'answerBy', timeZone = 'UTC') {
  const key = `${locale}|${kind}|${timeZone}`;
  let made = formatters.get(key);
  if (!made) {
    made =
      kind === 'money'
        ? new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD' })
        : new Intl.DateTimeFormat(
            locale,
            kind === 'date' ? { dateStyle: 'full', timeZone } : { dateStyle: 'long', timeStyle: 'short', timeZone },
          );
    formatters.set(key, made);
  }
  return made;
}

const UNMAILED = new Set<OrderNotice>(['checked_in', 'picked_up']);

/** The provider's finer mail switches (their notification settings step) that govern a notice. */
const PROVIDER_MAIL_SWITCH: Partial<Record<OrderNotice, keyof ProviderNotifications>> = {
  requested: 'emailOnBookingRequest',
  cancelled: 'emailOnBookingCancelled',
  payment_failed: 'emailOnPayment',
  payment_fixed: 'emailOnPayment',
  payment_cancelled: 'emailOnPayment',
};

/**
 * The notices of issue 15, delivered by the notification centre (ADR 029: the bell, and mail and push as each
 * person chose): to the other side at each step, in English and French, leading to the order's read-only page
 * (the parent's /orders-history, the provider's /bookings-history, with a signed link) or, when the parent must act
 * on the card, to the card page. `notify` logs a failed delivery and never throws (the booking already changed);
 * `notifyAll`, which the job runner calls for a booking's notices, throws after trying them all, so the job is
 * retried.
 */
export function createOrderNotifier(deps: {
  db: Database;
  centre: NotificationCentre;
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

  /**
   * Both sides' notifications of one notice (in both languages: the centre picks each reader's). Several rows are
   * one child's days at one provider booked in one call: one notification listing them, when the notice has
   * words for a group (GROUP_NOTICE_WORDS), else the caller gives one row at a time.
   */
  async function eventsOf(rows: NoticeRow[], notice: OrderNotice): Promise<NotificationEvent[]> {
    const events: NotificationEvent[] = [];
    const first = rows[0]!;
    const { order, provider } = first;
    const grouped = rows.length > 1;
    for (const recipient of ['parent', 'provider'] as Recipient[]) {
      const person = recipient === 'parent' ? first.parent : first.owner;
      // A deleted account (ADR 027) has no address to write to; the other side is still told.
      if (isDeletedUserEmail(person.email)) continue;
      if (!(grouped ? GROUP_NOTICE_WORDS.en[notice]?.[recipient] : NOTICE_WORDS.en[notice][recipient])) continue;
      const token = await deps.links.sign(order.id, recipient);
      const page = recipient === 'parent' ? '/orders-history' : '/bookings-history';
      const texts = LANGUAGES.map((language) => {
        const { subject, lines, action } = grouped
          ? groupText(rows, GROUP_NOTICE_WORDS[language][notice]![recipient]!, language)
          : singleText(first, NOTICE_WORDS[language][notice][recipient]!, language);
        const path =
          notice === 'payment_failed' && recipient === 'parent'
            ? `/app/credit-cards-list?payOrder=${encodeURIComponent(order.id)}`
            : notice === 'proposed'
              ? `/booking-summary?providerId=${encodeURIComponent(order.providerId)}`
              : `${page}?token=${encodeURIComponent(token)}&lang=${language}`;
        return { title: subject, body: lines.join('\n\n'), action, path };
      });
      const [en, fr] = texts as [(typeof texts)[0], (typeof texts)[0]];
      const version = new Date(order.updatedAt).getTime();
      events.push({
        userId: recipient === 'parent' ? order.parentUserId : provider.userId,
        kind: `booking.${notice}`,
        // The order's version: a notice raised again for the same change (a retried job) is delivered once.
        dedupeKey: grouped
          ? `booking:${order.id}:${notice}:${rows.length}-days:${version}`
          : `booking:${order.id}:${notice}:${version}`,
        aboutUserId: recipient === 'parent' ? provider.userId : order.parentUserId,
        title: { en: en.title, fr: fr.title },
        body: { en: en.body, fr: fr.body },
        link: en.path.replace(/&lang=en$/, ''),
        mail: UNMAILED.has(notice)
          ? null
          : {
              action: { en: en.action, fr: fr.action },
              url: { en: `${deps.publicUrl}${en.path}`, fr: `${deps.publicUrl}${fr.path}` },
            },
        providerMailSwitch: recipient === 'provider' ? PROVIDER_MAIL_SWITCH[notice] : undefined,
      });
    }
    return events;
  }

  function singleText(row: NoticeRow, words: Words, language: Language) {
    const vars = varsOf(row, language);
    return {
      subject: fill(words.subject, vars),
      lines: words.lines.map((line) => fill(line, vars)),
      action: words.action,
    };
  }

  /** A group's text: the first day's words, the days listed in date order, the total and the earliest answer-by. */
  function groupText(rows: NoticeRow[], words: GroupWords, language: Language) {
    const days = rows.map((row) => varsOf(row, language));
    const earliest = rows.reduce((a, b) =>
      (b.order.answerBy?.getTime() ?? Infinity) < (a.order.answerBy?.getTime() ?? Infinity) ? b : a,
    );
    const total = rows.reduce((sum, row) => sum + row.order.totalCents, 0);
    const vars = {
      ...days[0]!,
      count: String(rows.length),
      total: formatter(LOCALES[language], 'money').format(total / 100),
      answerBy: varsOf(earliest, language).answerBy ?? '',
    };
    return {
      subject: fill(words.subject, vars),
      lines: [
        fill(words.intro, vars),
        ...days.map((day) => fill(words.day, { ...day, price: day.total ?? '' })),
        ...words.after.map((line) => fill(line, vars)),
      ],
      action: words.action,
    };
  }

  function varsOf(row: NoticeRow, language: Language): Record<string, string> {
    const { order, provider } = row;
    const common = NOTICE_COMMON[language];
    const locale = LOCALES[language];
    const money = (cents: number) => formatter(locale, 'money').format(cents / 100);
    return {
      child: row.child,
      parent: `${row.parent.firstName} ${row.parent.lastName}`.trim(),
      provider: provider.businessName ?? '',
      date: formatter(locale, 'date').format(new Date(`${order.careDate}T12:00:00Z`)),
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
      answerBy: order.answerBy ? formatter(locale, 'answerBy', order.timeZone).format(order.answerBy) : '',
      address: [provider.street, provider.unit, provider.city, provider.province, provider.postalCode]
        .filter(Boolean)
        .join(', '),
    };
  }

  return {
    async notify(orderId, notice) {
      const [row] = await noticeRows([orderId]);
      if (!row) return;
      try {
        await deps.centre.deliver(await eventsOf([row], notice));
      } catch (error) {
        deps.log.error({ err: error, orderId, notice }, 'booking notice could not be delivered');
      }
    },
    async notifyAll(notices: QueuedNotice[]) {
      const rows = await noticeRows([...new Set(notices.map((n) => n.orderId))]);
      const rowOf = new Map(rows.map((row) => [row.order.id, row]));
      // One child's days at one provider with the same notice go together, when the notice has words for a group.
      const groups = new Map<string, { notice: OrderNotice; rows: NoticeRow[] }>();
      for (const { orderId, notice } of notices) {
        const row = rowOf.get(orderId);
        if (!row) continue;
        const key = GROUP_NOTICE_WORDS.en[notice]
          ? `${notice}|${row.order.providerId}|${row.order.childId}`
          : `${notice}|${orderId}`;
        const group = groups.get(key) ?? { notice, rows: [] };
        group.rows.push(row);
        groups.set(key, group);
      }
      const events: NotificationEvent[] = [];
      for (const group of groups.values()) {
        group.rows.sort((a, b) => a.order.startsAt.getTime() - b.order.startsAt.getTime());
        events.push(...(await eventsOf(group.rows, group.notice)));
      }
      // Throws when a delivery failed: the job runner retries the call, and what already went does not go again.
      await deps.centre.deliver(events);
    },
  };
}
