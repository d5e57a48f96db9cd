import { and, eq } from 'drizzle-orm';
import {
  childGuardians,
  children,
  providers,
  users,
  waitlistRequests,
  waitlistTickets,
  type Database,
} from '@kinderly/db';
import { LanguageSchema, timeZoneOfProvince, type Language } from '@kinderly/shared';
import { renderNoticeMail, type Mailer } from '../../integrations/mail/index.ts';
import { displayNameOf } from '../../lib/provider-list/provider-summaries.ts';

export interface OfferMailDeps {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  log: { error: (obj: object, msg: string) => void };
}

type Vars = Record<'provider' | 'child' | 'deadline' | 'parent' | 'email', string>;
interface Words {
  subject: string;
  lines: string[];
  action: string;
}

const WORDS: Record<Language, { greeting: string; signature: string; offered: Words; accepted: Words }> = {
  en: {
    greeting: 'Hello {name},',
    signature: 'The Kinderly team',
    offered: {
      subject: 'A place is offered at {provider} for {child}',
      lines: [
        'A place is offered at {provider} for {child}: answer by {deadline}.',
        'Without an answer by then, the place goes to the next family on the waitlist.',
      ],
      action: 'Answer the offer',
    },
    accepted: {
      subject: '{child} accepted the place you offered',
      lines: [
        "{child}'s family accepted the place you offered on your waitlist.",
        'Please contact {parent} ({email}) to agree on the start and the schedule.',
      ],
      action: 'Open your waitlist',
    },
  },
  fr: {
    greeting: 'Bonjour {name},',
    signature: "L'équipe Kinderly",
    offered: {
      subject: 'Une place est offerte chez {provider} pour {child}',
      lines: [
        'Une place est offerte chez {provider} pour {child} : répondez avant le {deadline}.',
        "Sans réponse d'ici là, la place passe à la famille suivante de la liste d'attente.",
      ],
      action: "Répondre à l'offre",
    },
    accepted: {
      subject: '{child} a accepté la place offerte',
      lines: [
        "La famille de {child} a accepté la place que vous avez offerte sur votre liste d'attente.",
        'Veuillez contacter {parent} ({email}) pour convenir du début et de l’horaire.',
      ],
      action: "Ouvrir votre liste d'attente",
    },
  },
};

const LOCALES: Record<Language, string> = { en: 'en-CA', fr: 'fr-CA' };
const fill = (text: string, vars: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, key) => vars[key] ?? '');

/** What an offer's mails say: the request, its child and provider, and who to write to. */
async function offerFacts(db: Database, requestId: string) {
  const [row] = await db
    .select({
      request: waitlistRequests,
      child: children.firstName,
      childId: children.id,
      createdById: waitlistTickets.createdById,
      businessName: providers.businessName,
      province: providers.province,
      owner: { email: users.email, firstName: users.firstName, lastName: users.lastName, language: users.language },
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
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      language: users.language,
    })
    .from(childGuardians)
    .innerJoin(users, eq(users.id, childGuardians.userId))
    .where(and(eq(childGuardians.childId, row.childId), eq(childGuardians.accepted, true)));
  const parent = parents.find((p) => p.id === row.createdById) ?? parents[0];
  return { ...row, parent, providerName: displayNameOf(row.businessName, row.owner.firstName, row.owner.lastName) };
}

async function send(
  deps: OfferMailDeps,
  to: { email: string; firstName: string; language: string | null },
  kind: 'offered' | 'accepted',
  vars: (language: Language) => Vars,
  link: string,
) {
  const language = LanguageSchema.catch('en').parse(to.language);
  const words = WORDS[language];
  const filled = vars(language);
  const mail = renderNoticeMail(language, {
    subject: fill(words[kind].subject, filled),
    greeting: fill(words.greeting, { name: to.firstName }),
    lines: words[kind].lines.map((line) => fill(line, filled)),
    action: words[kind].action,
    link,
    signature: words.signature,
  });
  await deps.mailer.send({ to: to.email, ...mail });
}

/**
 * After a committed offer or acceptance: the mail to the family (offered) or to the provider (accepted). A failed
 * delivery is logged, never thrown: the offer stands and the card shows it.
 */
export async function sendOfferMail(deps: OfferMailDeps, requestId: string, kind: 'offered' | 'accepted') {
  try {
    const facts = await offerFacts(deps.db, requestId);
    if (!facts?.parent) return;
    const parent = facts.parent;
    const vars = (language: Language): Vars => ({
      provider: facts.providerName,
      child: facts.child,
      parent: `${parent.firstName} ${parent.lastName}`.trim(),
      email: parent.email,
      deadline: facts.request.offerExpiresAt
        ? new Intl.DateTimeFormat(LOCALES[language], {
            dateStyle: 'full',
            timeStyle: 'short',
            timeZone: timeZoneOfProvince(facts.province),
          }).format(facts.request.offerExpiresAt)
        : '',
    });
    if (kind === 'offered') {
      await send(deps, parent, kind, vars, `${deps.publicUrl}/app/waitlist/waitlist-card`);
    } else {
      await send(deps, facts.owner, kind, vars, `${deps.publicUrl}/app/provider/waitlist`);
    }
  } catch (error) {
    deps.log.error({ err: error, requestId, kind }, 'waitlist offer mail could not be sent');
  }
}
