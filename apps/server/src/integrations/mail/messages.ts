import type { Language } from '@kinderly/shared';

/** Wording of the account e-mails. `{name}` is the first name; every language has every key. */
export const MAIL_MESSAGES = {
  en: {
    greeting: 'Hello {name},',
    signature: 'The Kinderly team',
    ignore: 'If you did not ask for this, you can ignore this e-mail.',
    linkFallback: 'If the button does not work, copy this address into your browser:',
    'confirm-email': {
      subject: 'Confirm your e-mail address',
      intro: 'Welcome to Kinderly! Please confirm your e-mail address to finish creating your account.',
      action: 'Confirm my e-mail address',
      expiry: 'This link works once and expires in 48 hours.',
    },
    'reset-password': {
      subject: 'Reset your password',
      intro: 'We received a request to reset the password of your Kinderly account.',
      action: 'Choose a new password',
      expiry: 'This link works once and expires in 1 hour.',
    },
    welcome: {
      subject: 'Welcome to Kinderly',
      intro: 'Your e-mail address is confirmed and your account is ready.',
      action: 'Open Kinderly',
      expiry: '',
    },
  },
  fr: {
    greeting: 'Bonjour {name},',
    signature: "L'équipe Kinderly",
    ignore: "Si vous n'avez rien demandé, vous pouvez ignorer ce courriel.",
    linkFallback: 'Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur :',
    'confirm-email': {
      subject: 'Confirmez votre adresse courriel',
      intro: 'Bienvenue sur Kinderly ! Confirmez votre adresse courriel pour terminer la création de votre compte.',
      action: 'Confirmer mon adresse courriel',
      expiry: 'Ce lien ne fonctionne qu’une fois et expire dans 48 heures.',
    },
    'reset-password': {
      subject: 'Réinitialisez votre mot de passe',
      intro: 'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Kinderly.',
      action: 'Choisir un nouveau mot de passe',
      expiry: 'Ce lien ne fonctionne qu’une fois et expire dans 1 heure.',
    },
    welcome: {
      subject: 'Bienvenue sur Kinderly',
      intro: 'Votre adresse courriel est confirmée et votre compte est prêt.',
      action: 'Ouvrir Kinderly',
      expiry: '',
    },
  },
} as const satisfies Record<Language, unknown>;
