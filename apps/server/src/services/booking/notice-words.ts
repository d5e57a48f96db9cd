import type { Language } from '@kinderly/shared';
import type { OrderNotice } from './deps.ts';

export type Recipient = 'parent' | 'provider';

/** What a notice mail says, per language and recipient. `{x}` are filled from the order. */
export interface Words {
  subject: string;
  lines: string[];
  action: string;
}

type Table = Record<OrderNotice, Partial<Record<Recipient, Words>>>;

const EN: Table = {
  proposed: {
    parent: {
      subject: '{provider} proposes weekly days for {child}',
      lines: [
        '{provider} prepared a weekly schedule for {child}, starting {date}.',
        'Nothing is booked or charged until you review the days and confirm them.',
      ],
      action: 'Review the days',
    },
  },
  requested: {
    provider: {
      subject: 'New booking request: {child} on {date}',
      lines: [
        '{parent} asks to book {child} on {date}, {start} to {end} ({total}).',
        'Please answer by {answerBy}: without an answer the request expires.',
      ],
      action: 'See the request',
    },
  },
  approved: {
    parent: {
      subject: 'Booking approved: {child} on {date}',
      lines: [
        "{provider} approved {child}'s day on {date}, {start} to {end}.",
        'Address: {address}.',
        'Your card is held for {total} a few days before and charged on the day.',
      ],
      action: 'See the booking',
    },
  },
  refused: {
    parent: {
      subject: 'Booking refused: {child} on {date}',
      lines: ['{provider} cannot take {child} on {date}. Nothing was charged.'],
      action: 'See the booking',
    },
  },
  expired: {
    parent: {
      subject: 'Booking request expired: {child} on {date}',
      lines: ['{provider} did not answer your request for {date} in time. Nothing was charged.'],
      action: 'See the booking',
    },
  },
  cancelled: {
    parent: {
      subject: 'Booking cancelled: {child} on {date}',
      lines: ['The day of {date} at {provider} is cancelled ({by}).', 'Refund: {refund}.'],
      action: 'See the booking',
    },
    provider: {
      subject: 'Booking cancelled: {child} on {date}',
      lines: ["{child}'s day of {date} is cancelled ({by}). The space is free again."],
      action: 'See the booking',
    },
  },
  payment_failed: {
    parent: {
      subject: 'Action needed: your card was not accepted for {date}',
      lines: [
        "We could not hold {total} on your card for {child}'s day at {provider} on {date}.",
        'Please update your card or confirm the payment. Without a working card the day is cancelled 24 hours before it starts.',
      ],
      action: 'Fix my card',
    },
    provider: {
      subject: 'Payment pending: {child} on {date}',
      lines: [
        "The parent's card was not accepted for {date}. We asked them to fix it and will try again; you will hear from us either way.",
      ],
      action: 'See the booking',
    },
  },
  payment_fixed: {
    provider: {
      subject: 'Payment confirmed: {child} on {date}',
      lines: ["The card for {child}'s day of {date} is now held. The booking stands."],
      action: 'See the booking',
    },
  },
  payment_cancelled: {
    parent: {
      subject: 'Booking cancelled for want of payment: {date}',
      lines: [
        "Your card could still not be charged, so {child}'s day of {date} at {provider} is cancelled. Nothing was charged.",
      ],
      action: 'See the booking',
    },
    provider: {
      subject: 'Booking cancelled for want of payment: {child} on {date}',
      lines: ["The parent's card could not be charged, so the day of {date} is cancelled and the space is free again."],
      action: 'See the booking',
    },
  },
  reminder: {
    parent: {
      subject: 'Tomorrow: {child} at {provider}',
      lines: ['A reminder: {child} is booked at {provider} on {date}, {start} to {end}.', 'Address: {address}.'],
      action: 'See the booking',
    },
    provider: {
      subject: 'Tomorrow: {child} is coming',
      lines: ['A reminder: {child} is booked on {date}, {start} to {end}.'],
      action: 'See the booking',
    },
  },
  checked_in: {
    parent: {
      subject: '{child} has arrived at {provider}',
      lines: ['{provider} checked {child} in for the day of {date}.'],
      action: 'See the booking',
    },
  },
  picked_up: {
    parent: {
      subject: '{child} was picked up from {provider}',
      lines: ['{provider} recorded the pick-up of {child} on {date}.'],
      action: 'See the booking',
    },
  },
  no_show: {
    parent: {
      subject: '{child} was marked absent on {date}',
      lines: [
        '{provider} marked {child} as not coming on {date}.',
        'The day is charged as booked ({total}). If this is a mistake, message the provider.',
      ],
      action: 'See the booking',
    },
  },
};

const FR: Table = {
  proposed: {
    parent: {
      subject: '{provider} propose des journées chaque semaine pour {child}',
      lines: [
        '{provider} a préparé un horaire hebdomadaire pour {child}, à partir du {date}.',
        "Rien n'est réservé ni débité tant que vous n'avez pas vérifié et confirmé les journées.",
      ],
      action: 'Voir les journées',
    },
  },
  requested: {
    provider: {
      subject: 'Nouvelle demande de réservation : {child} le {date}',
      lines: [
        '{parent} demande à réserver {child} le {date}, de {start} à {end} ({total}).',
        'Merci de répondre avant le {answerBy} : sans réponse, la demande expire.',
      ],
      action: 'Voir la demande',
    },
  },
  approved: {
    parent: {
      subject: 'Réservation acceptée : {child} le {date}',
      lines: [
        '{provider} a accepté la journée de {child} le {date}, de {start} à {end}.',
        'Adresse : {address}.',
        'Votre carte est bloquée pour {total} quelques jours avant, et débitée le jour même.',
      ],
      action: 'Voir la réservation',
    },
  },
  refused: {
    parent: {
      subject: 'Réservation refusée : {child} le {date}',
      lines: ["{provider} ne peut pas accueillir {child} le {date}. Rien n'a été débité."],
      action: 'Voir la réservation',
    },
  },
  expired: {
    parent: {
      subject: 'Demande de réservation expirée : {child} le {date}',
      lines: ["{provider} n'a pas répondu à temps à votre demande pour le {date}. Rien n'a été débité."],
      action: 'Voir la réservation',
    },
  },
  cancelled: {
    parent: {
      subject: 'Réservation annulée : {child} le {date}',
      lines: ['La journée du {date} chez {provider} est annulée ({by}).', 'Remboursement : {refund}.'],
      action: 'Voir la réservation',
    },
    provider: {
      subject: 'Réservation annulée : {child} le {date}',
      lines: ['La journée de {child} du {date} est annulée ({by}). La place est de nouveau libre.'],
      action: 'Voir la réservation',
    },
  },
  payment_failed: {
    parent: {
      subject: 'Action requise : votre carte a été refusée pour le {date}',
      lines: [
        "Nous n'avons pas pu bloquer {total} sur votre carte pour la journée de {child} chez {provider} le {date}.",
        'Mettez à jour votre carte ou confirmez le paiement. Sans carte valide, la journée est annulée 24 heures avant son début.',
      ],
      action: 'Corriger ma carte',
    },
    provider: {
      subject: 'Paiement en attente : {child} le {date}',
      lines: [
        'La carte du parent a été refusée pour le {date}. Nous lui avons demandé de la corriger et réessaierons ; vous serez informé dans tous les cas.',
      ],
      action: 'Voir la réservation',
    },
  },
  payment_fixed: {
    provider: {
      subject: 'Paiement confirmé : {child} le {date}',
      lines: ['La carte pour la journée de {child} du {date} est maintenant bloquée. La réservation est maintenue.'],
      action: 'Voir la réservation',
    },
  },
  payment_cancelled: {
    parent: {
      subject: 'Réservation annulée faute de paiement : {date}',
      lines: [
        "Votre carte n'a toujours pas pu être débitée : la journée de {child} du {date} chez {provider} est annulée. Rien n'a été débité.",
      ],
      action: 'Voir la réservation',
    },
    provider: {
      subject: 'Réservation annulée faute de paiement : {child} le {date}',
      lines: ["La carte du parent n'a pas pu être débitée : la journée du {date} est annulée et la place est libre."],
      action: 'Voir la réservation',
    },
  },
  reminder: {
    parent: {
      subject: 'Demain : {child} chez {provider}',
      lines: ['Rappel : {child} est réservé chez {provider} le {date}, de {start} à {end}.', 'Adresse : {address}.'],
      action: 'Voir la réservation',
    },
    provider: {
      subject: 'Demain : {child} vient',
      lines: ['Rappel : {child} est réservé le {date}, de {start} à {end}.'],
      action: 'Voir la réservation',
    },
  },
  checked_in: {
    parent: {
      subject: 'Arrivée de {child} chez {provider}',
      lines: ['{provider} a noté l’arrivée de {child} pour la journée du {date}.'],
      action: 'Voir la réservation',
    },
  },
  picked_up: {
    parent: {
      subject: 'Départ de {child} de chez {provider}',
      lines: ['{provider} a noté le départ de {child} le {date}.'],
      action: 'Voir la réservation',
    },
  },
  no_show: {
    parent: {
      subject: 'Absence de {child} le {date}',
      lines: [
        '{provider} a noté l’absence de {child} le {date}.',
        'La journée est facturée comme réservée ({total}). En cas d’erreur, écrivez au service de garde.',
      ],
      action: 'Voir la réservation',
    },
  },
};

export const NOTICE_WORDS: Record<Language, Table> = { en: EN, fr: FR };
export const NOTICE_COMMON: Record<Language, { byParent: string; byProvider: string; bySystem: string; none: string }> =
  {
    en: {
      byParent: 'by the parent',
      byProvider: 'by the provider',
      bySystem: 'automatically',
      none: 'none',
    },
    fr: {
      byParent: 'par le parent',
      byProvider: 'par le service de garde',
      bySystem: 'automatiquement',
      none: 'aucun',
    },
  };

export function fill(template: string, vars: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => vars[name] ?? match);
}
