import type { QualificationName } from '@kinderly/shared';
import type { NotificationEvent } from '../../lib/notifications/centre.ts';

/** The badges' names as the provider's badges step shows them (apps/web locales, provider-enrolment.badges.names). */
const NAMES: Record<QualificationName | 'insurance', { en: string; fr: string }> = {
  ece: { en: 'Early Childhood Educator (ECE) diploma', fr: 'Diplôme d’éducatrice ou d’éducateur à l’enfance (EPE)' },
  highSchoolDiploma: { en: 'High school diploma', fr: 'Diplôme d’études secondaires' },
  ged: { en: 'GED', fr: 'Équivalence d’études secondaires (GED)' },
  firstAid: { en: 'First aid certificate', fr: 'Certificat de premiers soins' },
  cprInfant: { en: 'Infant CPR certificate', fr: 'Certificat de RCR pour nourrissons' },
  cpr: { en: 'CPR certificate', fr: 'Certificat de RCR' },
  cda: { en: 'Child Development Associate (CDA)', fr: 'Child Development Associate (CDA)' },
  foodHandlerPermit: { en: 'Food handler permit', fr: 'Certificat de manipulation des aliments' },
  babysitCourse: { en: 'Babysitting course', fr: 'Cours de gardiennage' },
  insurance: { en: 'Liability insurance', fr: 'Assurance responsabilité' },
};

/** The provider's notification when the administrator verified one of their badges (issue 19). */
export function badgeVerifiedEvent(
  providerUserId: string,
  name: QualificationName | 'insurance',
  publicUrl: string,
  at: Date,
): NotificationEvent {
  const label = NAMES[name];
  return {
    userId: providerUserId,
    kind: 'badge.verified',
    dedupeKey: `badge:${name}:${at.getTime()}`,
    title: { en: `Verified: ${label.en}`, fr: `Vérifié : ${label.fr}` },
    body: {
      en: `Kinderly checked your document. Parents now see "${label.en}" on your profile.`,
      fr: `Kinderly a vérifié votre document. Les parents voient maintenant « ${label.fr} » sur votre profil.`,
    },
    link: '/app/badges',
    mail: {
      action: { en: 'See my badges', fr: 'Voir mes badges' },
      url: { en: `${publicUrl}/app/badges`, fr: `${publicUrl}/app/badges?lang=fr` },
    },
  };
}
