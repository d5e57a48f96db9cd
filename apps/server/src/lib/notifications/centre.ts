import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { notifications, providers, users, type Database, type LocalizedText } from '@kinderly/db';
import {
  isDeletedUserEmail,
  LanguageSchema,
  NOTIFICATION_HUB_EVENT,
  ProviderNotificationsSchema,
  type Language,
  type NotificationHubPayload,
  type NotificationKind,
  type ProviderNotifications,
} from '@kinderly/shared';
import { renderNoticeMail, type Mailer } from '../../integrations/mail/index.ts';

/** One event for one person (ADR 029): its texts in both languages, rendered once by the domain that raised it. */
export interface NotificationEvent {
  userId: string;
  kind: NotificationKind;
  /** Stable for the event: the same key twice (a retried job, a second process) delivers once. */
  dedupeKey: string;
  /** The other person the event is about, when there is one (their deletion deletes the row). */
  aboutUserId?: string | null;
  title: LocalizedText;
  /** Paragraphs separated by a blank line. */
  body: LocalizedText;
  /** Where the bell's item leads (an app path), or null. */
  link: string | null;
  /** The mail's button and its absolute address, per language; without it the event is not mailed. */
  mail?: { action: LocalizedText; url: LocalizedText } | null;
  /**
   * The provider's finer mail switch for this event (their notification settings step), when the recipient is
   * the provider; the person's own e-mail switch applies to everyone.
   */
  providerMailSwitch?: keyof ProviderNotifications;
  /** A security notice (a password change): mailed whatever the person's switches say, so an intruder cannot hide it. */
  mailAlways?: boolean;
}

/** Where a push goes; the centre hands it the person and the words (integrations/push sends them). */
export interface PushSender {
  send(userId: string, message: { title: string; body: string; link: string | null; tag: string }): Promise<boolean>;
}

export interface NotificationCentreDeps {
  db: Database;
  mailer: Mailer;
  /** The real-time hub's way to reach a person's sockets in any process. */
  emitToUsers(userIds: readonly string[], event: string, payload: unknown): void;
  push?: PushSender | null;
  log: { error(obj: object, msg: string): void };
  /** The app's clock: a notification's time is the event's, as the rest of the product sees it. */
  clock: { now(): Date };
}

const MAIL_WORDS: Record<Language, { greeting: string; signature: string; settings: string; security: string }> = {
  en: {
    greeting: 'Hello {name},',
    signature: 'The Kinderly team',
    settings: 'You get these e-mails because they are on in your notification settings.',
    security: 'We send this security notice whatever your notification settings.',
  },
  fr: {
    greeting: 'Bonjour {name},',
    signature: "L'équipe Kinderly",
    settings: 'Vous recevez ces courriels parce qu’ils sont activés dans vos paramètres de notification.',
    security: 'Nous envoyons cet avis de sécurité quels que soient vos paramètres de notification.',
  },
};

export const paragraphs = (body: string) => body.split(/\n{2,}/).filter((line) => line.trim() !== '');

export interface NotificationCentre {
  /**
   * Stores each event once, tells the person's open tabs at once, then mails and pushes as their settings say.
   * Throws after trying everything when a mail or a push could not go, so the job that called it is retried;
   * what already went is not sent again (the `emailed_at` and `pushed_at` of the row).
   */
  deliver(events: NotificationEvent[]): Promise<void>;
}

export function createNotificationCentre(deps: NotificationCentreDeps): NotificationCentre {
  const { db } = deps;

  async function recipients(userIds: string[]) {
    const rows = await db
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        language: users.language,
        emailNotifications: users.emailNotifications,
        pushNotifications: users.pushNotifications,
        deletedAt: users.deletedAt,
        providerNotifications: providers.notifications,
      })
      .from(users)
      .leftJoin(providers, eq(providers.userId, users.id))
      .where(inArray(users.id, userIds));
    return new Map(rows.map((row) => [row.id, row]));
  }

  async function unreadCounts(userIds: string[]) {
    const rows = await db
      .select({ userId: notifications.userId, n: count() })
      .from(notifications)
      .where(and(inArray(notifications.userId, userIds), isNull(notifications.readAt)))
      .groupBy(notifications.userId);
    return new Map(rows.map((row) => [row.userId, Number(row.n)]));
  }

  /**
   * Takes a channel of these notifications for this delivery (sets its time where still unset), all in one
   * statement: two deliveries of the same event at once (a job run twice) send it once. A failed send gives it
   * back for the retry. Answers the ids taken.
   */
  async function claim(ids: string[], channel: 'emailedAt' | 'pushedAt'): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const column = notifications[channel];
    const taken = await db
      .update(notifications)
      .set({ [channel]: deps.clock.now() })
      .where(and(inArray(notifications.id, ids), isNull(column)))
      .returning({ id: notifications.id });
    return new Set(taken.map((row) => row.id));
  }

  async function unclaim(ids: string[], channel: 'emailedAt' | 'pushedAt') {
    if (ids.length === 0) return;
    await db
      .update(notifications)
      .set({ [channel]: null })
      .where(inArray(notifications.id, ids));
  }

  return {
    async deliver(events) {
      if (events.length === 0) return;
      const people = await recipients([...new Set(events.map((event) => event.userId))]);
      const live = events.filter((event) => {
        const person = people.get(event.userId);
        return person && !person.deletedAt && !isDeletedUserEmail(person.email);
      });
      if (live.length === 0) return;

      // `xmax = 0` is true for a row this statement inserted, false for one that was there (the update is a no-op
      // that lets RETURNING give the existing row, whose channels may still be due).
      const rows = await db
        .insert(notifications)
        .values(
          live.map((event) => ({
            userId: event.userId,
            kind: event.kind,
            dedupeKey: event.dedupeKey,
            aboutUserId: event.aboutUserId ?? null,
            title: event.title,
            body: event.body,
            link: event.link,
            createdAt: deps.clock.now(),
          })),
        )
        .onConflictDoUpdate({
          target: [notifications.userId, notifications.dedupeKey],
          set: { kind: sql`excluded.kind` },
        })
        .returning({
          id: notifications.id,
          userId: notifications.userId,
          dedupeKey: notifications.dedupeKey,
          createdAt: notifications.createdAt,
          emailedAt: notifications.emailedAt,
          pushedAt: notifications.pushedAt,
          inserted: sql<boolean>`(xmax = 0)`,
        });
      const rowOf = new Map(rows.map((row) => [`${row.userId}\u0000${row.dedupeKey}`, row]));

      const fresh = rows.filter((row) => row.inserted);
      if (fresh.length > 0) {
        const unread = await unreadCounts([...new Set(fresh.map((row) => row.userId))]);
        for (const event of live) {
          const row = rowOf.get(`${event.userId}\u0000${event.dedupeKey}`);
          if (!row?.inserted) continue;
          const payload: NotificationHubPayload = {
            id: row.id,
            kind: event.kind,
            title: event.title,
            body: event.body,
            link: event.link,
            createdAt: new Date(row.createdAt).toISOString(),
            unreadCount: unread.get(event.userId) ?? 1,
          };
          deps.emitToUsers([event.userId], NOTIFICATION_HUB_EVENT, payload);
        }
      }

      // Each event with its row and person, and the channels it is due on; each channel claimed in one statement.
      const due = live.flatMap((event) => {
        const row = rowOf.get(`${event.userId}\u0000${event.dedupeKey}`);
        const person = people.get(event.userId);
        if (!row || !person) return [];
        const language = LanguageSchema.catch('en').parse(person.language);
        const mail = Boolean(event.mail && !row.emailedAt && wantsMail(person, event));
        const push = Boolean(deps.push && person.pushNotifications && !row.pushedAt);
        return [{ event, row, person, language, mail, push }];
      });
      const mailed = await claim(
        due.filter((one) => one.mail).map((one) => one.row.id),
        'emailedAt',
      );
      const pushed = await claim(
        due.filter((one) => one.push).map((one) => one.row.id),
        'pushedAt',
      );
      const mailsBack: string[] = [];
      const pushesBack: string[] = [];
      let failed = 0;
      for (const { event, row, person, language } of due) {
        if (event.mail && mailed.has(row.id)) {
          try {
            const words = MAIL_WORDS[language];
            const mail = renderNoticeMail(language, {
              subject: event.title[language],
              greeting: words.greeting.replace('{name}', person.firstName),
              lines: [...paragraphs(event.body[language]), event.mailAlways ? words.security : words.settings],
              action: event.mail.action[language],
              link: event.mail.url[language],
              signature: words.signature,
            });
            await deps.mailer.send({ to: person.email, ...mail });
          } catch (error) {
            failed += 1;
            mailsBack.push(row.id);
            deps.log.error({ err: error, notificationId: row.id, kind: event.kind }, 'notification mail failed');
          }
        }
        if (deps.push && pushed.has(row.id)) {
          let sent = false;
          try {
            sent = await deps.push.send(event.userId, {
              title: event.title[language],
              body: paragraphs(event.body[language])[0] ?? '',
              link: event.link,
              tag: row.id,
            });
          } catch (error) {
            failed += 1;
            deps.log.error({ err: error, notificationId: row.id, kind: event.kind }, 'notification push failed');
          }
          // No browser subscribed (or every one is gone): nothing went, and nothing is retried.
          if (!sent) pushesBack.push(row.id);
        }
      }
      await unclaim(mailsBack, 'emailedAt');
      await unclaim(pushesBack, 'pushedAt');
      if (failed > 0) throw new Error(`${failed} notification delivery(ies) failed`);
    },
  };
}

function wantsMail(
  person: { emailNotifications: boolean; providerNotifications: unknown },
  event: NotificationEvent,
): boolean {
  if (event.mailAlways) return true;
  if (!person.emailNotifications) return false;
  if (!event.providerMailSwitch) return true;
  const settings = ProviderNotificationsSchema.safeParse(person.providerNotifications);
  // A provider who never saved the step has every mail on (the step's defaults).
  return settings.success ? settings.data[event.providerMailSwitch] : true;
}
