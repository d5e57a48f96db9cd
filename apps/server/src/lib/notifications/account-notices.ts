import type { LocalizedText } from '@kinderly/db';
import type { NotificationEvent } from './centre.ts';

/**
 * The account events of the notification centre (issue 19, ADR 029 "Account"), their words in both languages.
 * Here rather than in services/account because child-enrolment raises one of them and domains do not import
 * each other. Mails with links that must work (confirm, reset, welcome) are not here: they stay direct mails.
 */

/** The forgot-password page (packages/shared public-pages.ts), where a person who did not change it starts over. */
const FORGOT_PASSWORD_PATH = '/forgotpassword';

const both = (publicUrl: string, path: string): LocalizedText => ({
  en: `${publicUrl}${path}`,
  fr: `${publicUrl}${path}${path.includes('?') ? '&' : '?'}lang=fr`,
});

function when(at: Date, timeZone: string): LocalizedText {
  const options: Intl.DateTimeFormatOptions = {
    timeZone,
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  };
  return {
    en: new Intl.DateTimeFormat('en-CA', options).format(at),
    fr: new Intl.DateTimeFormat('fr-CA', options).format(at),
  };
}

/**
 * "Your password was changed": a security notice, so it is mailed even to a person who turned mail off
 * (`mailAlways`). The time is the app clock's, in the person's time zone.
 */
export function passwordChangedEvent(input: {
  userId: string;
  at: Date;
  timeZone: string;
  publicUrl: string;
}): NotificationEvent {
  const at = when(input.at, input.timeZone);
  return {
    userId: input.userId,
    kind: 'account.password_changed',
    dedupeKey: `password:${input.at.getTime()}`,
    title: { en: 'Your password was changed', fr: 'Votre mot de passe a été modifié' },
    body: {
      en: `The password of your Kinderly account was changed on ${at.en}.\n\nIf it was not you, reset it now.`,
      fr: `Le mot de passe de votre compte Kinderly a été modifié le ${at.fr}.\n\nSi ce n’était pas vous, réinitialisez-le maintenant.`,
    },
    link: FORGOT_PASSWORD_PATH,
    mail: {
      action: { en: 'Reset my password', fr: 'Réinitialiser mon mot de passe' },
      url: both(input.publicUrl, FORGOT_PASSWORD_PATH),
    },
    mailAlways: true,
  };
}

/** How the referrals list names a person (services/account/get-referrals.ts): a first name and an initial. */
const shortName = (firstName: string, lastName: string) => {
  const initial = lastName.trim().charAt(0).toUpperCase();
  return initial ? `${firstName} ${initial}.` : firstName;
};

/** "{First L.} joined Kinderly through your link": to the referrer, in the app only (no mail). */
export function referralJoinedEvent(input: {
  referrerId: string;
  newUser: { id: string; firstName: string; lastName: string };
}): NotificationEvent {
  const name = shortName(input.newUser.firstName, input.newUser.lastName);
  return {
    userId: input.referrerId,
    kind: 'account.referral_joined',
    dedupeKey: `referral:${input.newUser.id}`,
    aboutUserId: input.newUser.id,
    title: {
      en: `${name} joined Kinderly through your link`,
      fr: `${name} a rejoint Kinderly grâce à votre lien`,
    },
    body: { en: 'Thank you for telling others about Kinderly.', fr: 'Merci de faire connaître Kinderly.' },
    link: '/app/invitation-link',
    mail: null,
  };
}

const list = (names: string[], and: string) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} ${and} ${names.at(-1)}`;

/** "{name} now shares {child} with you": to the parent whose co-parent invitation was accepted. */
export function coParentJoinedEvent(input: {
  inviterId: string;
  invitationId: string;
  coParent: { id: string; firstName: string; lastName: string };
  children: { id: string; firstName: string }[];
  publicUrl: string;
}): NotificationEvent {
  const name = `${input.coParent.firstName} ${input.coParent.lastName}`.trim();
  const names = input.children.map((child) => child.firstName).sort((a, b) => a.localeCompare(b));
  const only = input.children.length === 1 ? input.children[0] : undefined;
  // One child: that child's page; several: the home page, which lists them.
  const link = only ? `/app/history/viewDetails/${only.id}` : '/app/home';
  const childrenText = {
    en: names.length > 0 ? list(names, 'and') : 'your children',
    fr: names.length > 0 ? list(names, 'et') : 'vos enfants',
  };
  return {
    userId: input.inviterId,
    kind: 'account.co_parent_joined',
    dedupeKey: `co-parent:${input.invitationId}`,
    aboutUserId: input.coParent.id,
    title: {
      en: `${name} now shares ${childrenText.en} with you`,
      fr: `${name} partage maintenant ${childrenText.fr} avec vous`,
    },
    body: {
      en: `${name} accepted your invitation and can now see and manage ${childrenText.en} on Kinderly.`,
      fr: `${name} a accepté votre invitation et peut maintenant consulter et gérer ${childrenText.fr} sur Kinderly.`,
    },
    link,
    mail: {
      action: only
        ? { en: `See ${only.firstName}`, fr: `Voir ${only.firstName}` }
        : { en: 'Open Kinderly', fr: 'Ouvrir Kinderly' },
      url: both(input.publicUrl, link),
    },
  };
}
