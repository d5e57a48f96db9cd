import type { Language } from '@kinderly/shared';

/** The waitlist's notices (issue 19): the offer's steps to the family or the provider, and a family's move up. */
export type WaitlistNotice = 'offered' | 'accepted' | 'expiring' | 'expired' | 'position';

/** What a notice says, per language. `{x}` are filled from the request; `action` only where it is mailed. */
interface Words {
  title: string;
  lines: string[];
  action?: string;
}

export const NOTICE_WORDS: Record<Language, Record<WaitlistNotice, Words>> = {
  en: {
    offered: {
      title: 'A place is offered at {provider} for {child}',
      lines: [
        'A place is offered at {provider} for {child}: answer by {deadline}.',
        'Without an answer by then, the place goes to the next family on the waitlist.',
      ],
      action: 'Answer the offer',
    },
    accepted: {
      title: '{child} accepted the place you offered',
      lines: [
        "{child}'s family accepted the place you offered on your waitlist.",
        'Please contact {parent} ({email}) to agree on the start and the schedule.',
      ],
      action: 'Open your waitlist',
    },
    expiring: {
      title: 'Reminder: answer the place offered at {provider} for {child}',
      lines: [
        'The place offered at {provider} for {child} waits for your answer until {deadline}.',
        'Without an answer by then, the place goes to the next family on the waitlist.',
      ],
      action: 'Answer the offer',
    },
    expired: {
      title: 'The place offered at {provider} for {child} has expired',
      lines: [
        'The place offered at {provider} for {child} was not answered by {deadline}, so it went to the next family on the waitlist.',
      ],
    },
    position: {
      title: '{child} moved up on the waitlist of {provider}',
      lines: ['{child} is now number {position} of {total} on the waitlist of {provider}.'],
    },
  },
  fr: {
    offered: {
      title: 'Une place est offerte chez {provider} pour {child}',
      lines: [
        'Une place est offerte chez {provider} pour {child} : répondez avant le {deadline}.',
        "Sans réponse d'ici là, la place passe à la famille suivante de la liste d'attente.",
      ],
      action: "Répondre à l'offre",
    },
    accepted: {
      title: '{child} a accepté la place offerte',
      lines: [
        "La famille de {child} a accepté la place que vous avez offerte sur votre liste d'attente.",
        'Veuillez contacter {parent} ({email}) pour convenir du début et de l’horaire.',
      ],
      action: "Ouvrir votre liste d'attente",
    },
    expiring: {
      title: 'Rappel : répondez à la place offerte chez {provider} pour {child}',
      lines: [
        'La place offerte chez {provider} pour {child} attend votre réponse jusqu’au {deadline}.',
        "Sans réponse d'ici là, la place passe à la famille suivante de la liste d'attente.",
      ],
      action: "Répondre à l'offre",
    },
    expired: {
      title: 'La place offerte chez {provider} pour {child} a expiré',
      lines: [
        "La place offerte chez {provider} pour {child} n'a pas reçu de réponse avant le {deadline} : elle est passée à la famille suivante de la liste d'attente.",
      ],
    },
    position: {
      title: "{child} avance sur la liste d'attente de {provider}",
      lines: ["Place de {child} sur la liste d'attente de {provider} : {position} sur {total}."],
    },
  },
};

export const fill = (text: string, vars: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => vars[key] ?? '');
