import type { Language } from '@kinderly/shared';
import type { OrderNotice } from './deps.ts';
import type { Recipient } from './notice-words.ts';

/**
 * What one notice says for several days of one child at one provider booked in one call (a week booked from the
 * summary): one mail listing the days instead of a mail per day. `{x}` are filled as in notice-words.ts; `{count}`
 * is the number of days, `{date}` the first, `{total}` the sum; `day` is repeated for each day, in date order.
 */
export interface GroupWords {
  subject: string;
  intro: string;
  day: string;
  after: string[];
  action: string;
}

type GroupTable = Partial<Record<OrderNotice, Partial<Record<Recipient, GroupWords>>>>;

const EN: GroupTable = {
  requested: {
    provider: {
      subject: 'New booking request: {child}, {count} days from {date}',
      intro: '{parent} asks to book {child} on {count} days ({total} in all):',
      day: '{date}, {start} to {end} ({price})',
      after: ['Please answer by {answerBy}: without an answer the requests expire.'],
      action: 'See the requests',
    },
  },
  approved: {
    parent: {
      subject: 'Booking approved: {child}, {count} days from {date}',
      intro: "{provider} approved {child}'s {count} days ({total} in all):",
      day: '{date}, {start} to {end} ({price})',
      after: ['Address: {address}.', 'Your card is held for each day a few days before and charged on the day.'],
      action: 'See the bookings',
    },
  },
};

const FR: GroupTable = {
  requested: {
    provider: {
      subject: 'Nouvelle demande de réservation : {child}, {count} jours à partir du {date}',
      intro: '{parent} demande à réserver {child} pour {count} jours ({total} au total) :',
      day: '{date}, de {start} à {end} ({price})',
      after: ['Merci de répondre avant le {answerBy} : sans réponse, les demandes expirent.'],
      action: 'Voir les demandes',
    },
  },
  approved: {
    parent: {
      subject: 'Réservation acceptée : {child}, {count} jours à partir du {date}',
      intro: '{provider} a accepté les {count} jours de {child} ({total} au total) :',
      day: '{date}, de {start} à {end} ({price})',
      after: [
        'Adresse : {address}.',
        'Votre carte est bloquée pour chaque journée quelques jours avant, et débitée le jour même.',
      ],
      action: 'Voir les réservations',
    },
  },
};

export const GROUP_NOTICE_WORDS: Record<Language, GroupTable> = { en: EN, fr: FR };
