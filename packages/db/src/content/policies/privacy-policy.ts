import { POLICY_IDS, POLICY_SLUGS } from '@kinderly/shared';
import type { DefaultPolicy } from '../types.ts';

const en = `<h2>Who we are</h2>
<p>Kinderly is an online marketplace that connects families with home childcare providers in Canada. This policy explains what personal information we collect when you use Kinderly, why we collect it, who can see it, how long we keep it and what rights you have over it. It applies to parents, nannies, childcare providers and anyone who visits our website.</p>
<p>We handle personal information in line with the <em>Personal Information Protection and Electronic Documents Act</em> (PIPEDA) and, for people in Quebec, the <em>Act respecting the protection of personal information in the private sector</em> as amended by Law 25.</p>
<h2>What we collect</h2>
<h3>About you</h3>
<ul>
<li>Account details: user name, first and last name, e-mail address, password (stored only as a one-way hash), phone number, date of birth, preferred language and the roles you hold.</li>
<li>Location: the address you enter and, if you choose to share it, your approximate position, so that we can show providers near you.</li>
<li>Payment details: our card processor collects your card number and gives us a reference to it, the card brand and the last four digits. We never see or store your full card number.</li>
<li>Messages you exchange with providers or families through Kinderly chat, and the files you attach to them.</li>
<li>Booking, waitlist and order history.</li>
</ul>
<h3>About your children</h3>
<p>When you enrol a child, you may give us the child's name, date of birth, address, languages, custody arrangement, school arrangement, emergency contacts and authorised pick-up persons. You may also give us health records: immunization dates, health conditions, medical devices, allergies and what to do in case of a reaction, skin products, feeding, physical requirements and sleep arrangements. Health information is sensitive: give us only what a provider needs to care for your child safely.</p>
<h3>About providers</h3>
<p>Providers give us details about their childcare business: household, program statement, qualifications and certificates, insurance, home safety, amenities, location, hours, prices, availability, policies and procedures, and the account that receives their payments.</p>
<h3>Automatically</h3>
<ul>
<li>Page views: the page you open, the page you came from (without its query string), the language of the page and, if you are signed in, your account. We do not store your IP address with page views.</li>
<li>Error reports: when a page breaks, your browser sends us the error message, the page address and the browser name so that we can fix it.</li>
<li>Security logs: our servers keep short-lived technical logs of requests, which can include IP addresses, to protect the service against abuse.</li>
</ul>
<h2>Why we use it</h2>
<ul>
<li>To create and secure your account, and to let you sign in and switch between roles.</li>
<li>To let families find providers, join waitlists, book care and pay for it, and to let providers manage their business.</li>
<li>To give a provider the information needed to care for a child safely, including in an emergency.</li>
<li>To send you messages about your account, bookings and payments.</li>
<li>To keep Kinderly safe, prevent fraud and meet our legal obligations.</li>
<li>To understand which pages are used, so that we can improve them.</li>
</ul>
<p>We do not sell your personal information and we do not use it for advertising.</p>
<h2>Who can see it</h2>
<ul>
<li><strong>You</strong>, for your own account and for the children you enrolled.</li>
<li><strong>The providers you book or join a waitlist with</strong> see your contact details and the information about the child concerned that they need to offer care. A provider you have not contacted does not see your children's records.</li>
<li><strong>Families</strong> see a provider's public profile: business details, location on the map, prices, availability and policies.</li>
<li><strong>Kinderly administrators</strong> can see accounts, children and bookings to support users, handle complaints and keep the service safe. They are bound to confidentiality.</li>
<li><strong>Service providers</strong> who work for us: the card processor, e-mail delivery and hosting. They may use the information only to provide their service to us.</li>
<li><strong>Authorities</strong>, when the law requires it, or when we believe in good faith that a child is in danger.</li>
</ul>
<p>Some of these service providers may store information outside your province or outside Canada. When that happens, the information remains protected by contract, but it may be accessible to the courts and authorities of that place.</p>
<h2>How long we keep it</h2>
<p>We keep your information while your account is open. When you or an administrator deletes your account, we delete your profile, your children's records and your messages, except what we must keep to meet legal, tax or accounting obligations, such as payment records, which we keep only as long as the law requires. Technical logs are kept for a short period and then deleted.</p>
<h2>How we protect it</h2>
<p>Access to Kinderly requires a personal account. Passwords are stored as one-way hashes, connections are encrypted, and sessions expire. Only people who need the information for their work can access it. If a privacy incident creates a risk of serious harm, we will notify you and the privacy commissioner as the law requires.</p>
<h2>Your rights</h2>
<p>You can:</p>
<ul>
<li>see and correct most of your information directly in your account;</li>
<li>ask for a copy of the personal information we hold about you and your children;</li>
<li>ask us to correct information that is wrong or incomplete;</li>
<li>withdraw your consent, knowing that we may then be unable to provide part of the service;</li>
<li>ask us to delete your account and your children's records;</li>
<li>if you live in Quebec, ask for your information in a structured, commonly used technological format, and ask who in our organization has access to it.</li>
</ul>
<p>We answer requests within 30 days. If you are not satisfied with our answer, you may complain to the Office of the Privacy Commissioner of Canada or, in Quebec, to the Commission d'accès à l'information.</p>
<h2>Children</h2>
<p>Kinderly accounts are for adults and for people at least 16 years old. Children's information is entered by their parent or guardian, who consents to it on the child's behalf.</p>
<h2>Contact</h2>
<p>Our person in charge of the protection of personal information can be reached at <a href="mailto:privacy@kinderly.example">privacy@kinderly.example</a>. Write to this address for any question, request or complaint about your personal information.</p>
<h2>Changes</h2>
<p>We may update this policy. The date at the top of the page shows the latest version. If a change is significant, we will tell you by e-mail or in the application before it takes effect.</p>`;

const fr = `<h2>Qui sommes-nous</h2>
<p>Kinderly est une plateforme en ligne qui met en relation des familles et des responsables de services de garde en milieu familial au Canada. La présente politique explique quels renseignements personnels nous recueillons lorsque vous utilisez Kinderly, pourquoi nous les recueillons, qui peut les consulter, combien de temps nous les conservons et quels sont vos droits. Elle s'applique aux parents, aux nounous, aux responsables de services de garde et à toute personne qui visite notre site.</p>
<p>Nous traitons les renseignements personnels conformément à la <em>Loi sur la protection des renseignements personnels et les documents électroniques</em> (LPRPDE) et, pour les personnes qui résident au Québec, à la <em>Loi sur la protection des renseignements personnels dans le secteur privé</em>, telle que modifiée par la Loi 25.</p>
<h2>Ce que nous recueillons</h2>
<h3>À votre sujet</h3>
<ul>
<li>Les renseignements de compte : nom d'utilisateur, prénom et nom, adresse courriel, mot de passe (conservé uniquement sous forme de hachage irréversible), numéro de téléphone, date de naissance, langue de préférence et rôles.</li>
<li>La localisation : l'adresse que vous saisissez et, si vous choisissez de la partager, votre position approximative, afin de vous proposer des services de garde près de chez vous.</li>
<li>Les renseignements de paiement : notre processeur de paiement recueille votre numéro de carte et nous transmet une référence, la marque de la carte et ses quatre derniers chiffres. Nous ne voyons ni ne conservons jamais votre numéro de carte complet.</li>
<li>Les messages que vous échangez avec des responsables de services de garde ou des familles dans le clavardage de Kinderly, ainsi que les fichiers joints.</li>
<li>L'historique de vos réservations, de vos listes d'attente et de vos commandes.</li>
</ul>
<h3>Au sujet de vos enfants</h3>
<p>Lorsque vous inscrivez un enfant, vous pouvez nous fournir son nom, sa date de naissance, son adresse, ses langues, les modalités de garde, l'organisation scolaire, les personnes à joindre en cas d'urgence et les personnes autorisées à venir le chercher. Vous pouvez aussi nous fournir des renseignements de santé : dates de vaccination, problèmes de santé, appareils médicaux, allergies et marche à suivre en cas de réaction, produits pour la peau, alimentation, besoins physiques et habitudes de sommeil. Les renseignements de santé sont sensibles : ne nous transmettez que ce dont un service de garde a besoin pour prendre soin de votre enfant en toute sécurité.</p>
<h3>Au sujet des responsables de services de garde</h3>
<p>Les responsables nous fournissent des renseignements sur leur service : ménage, programme éducatif, formations et certificats, assurance, sécurité du domicile, équipements, emplacement, heures d'ouverture, tarifs, disponibilités, politiques et procédures, ainsi que le compte qui reçoit leurs paiements.</p>
<h3>Automatiquement</h3>
<ul>
<li>Les pages consultées : la page ouverte, la page de provenance (sans ses paramètres), la langue de la page et, si vous êtes connecté, votre compte. Nous n'enregistrons pas votre adresse IP avec les pages consultées.</li>
<li>Les rapports d'erreur : lorsqu'une page plante, votre navigateur nous envoie le message d'erreur, l'adresse de la page et le nom du navigateur afin que nous puissions corriger le problème.</li>
<li>Les journaux de sécurité : nos serveurs conservent pendant une courte période des journaux techniques des requêtes, qui peuvent contenir des adresses IP, pour protéger le service contre les abus.</li>
</ul>
<h2>Pourquoi nous les utilisons</h2>
<ul>
<li>Pour créer et sécuriser votre compte, vous permettre de vous connecter et de passer d'un rôle à l'autre.</li>
<li>Pour permettre aux familles de trouver un service de garde, de s'inscrire sur une liste d'attente, de réserver et de payer, et aux responsables de gérer leur service.</li>
<li>Pour transmettre à un service de garde ce dont il a besoin pour prendre soin d'un enfant en toute sécurité, y compris en cas d'urgence.</li>
<li>Pour vous envoyer des messages au sujet de votre compte, de vos réservations et de vos paiements.</li>
<li>Pour assurer la sécurité de Kinderly, prévenir la fraude et respecter nos obligations légales.</li>
<li>Pour savoir quelles pages sont utilisées, afin de les améliorer.</li>
</ul>
<p>Nous ne vendons pas vos renseignements personnels et nous ne les utilisons pas à des fins publicitaires.</p>
<h2>Qui peut les consulter</h2>
<ul>
<li><strong>Vous</strong>, pour votre propre compte et pour les enfants que vous avez inscrits.</li>
<li><strong>Les services de garde auprès desquels vous réservez ou vous inscrivez sur une liste d'attente</strong> voient vos coordonnées et les renseignements sur l'enfant concerné dont ils ont besoin pour offrir la garde. Un service de garde avec lequel vous n'avez pas communiqué ne voit pas les dossiers de vos enfants.</li>
<li><strong>Les familles</strong> voient le profil public d'un service de garde : renseignements sur le service, emplacement sur la carte, tarifs, disponibilités et politiques.</li>
<li><strong>Les administrateurs de Kinderly</strong> peuvent consulter les comptes, les enfants et les réservations pour aider les utilisateurs, traiter les plaintes et assurer la sécurité du service. Ils sont tenus à la confidentialité.</li>
<li><strong>Nos fournisseurs de services</strong> : le processeur de paiement, l'envoi de courriels et l'hébergement. Ils ne peuvent utiliser les renseignements que pour nous fournir leur service.</li>
<li><strong>Les autorités</strong>, lorsque la loi l'exige ou lorsque nous croyons de bonne foi qu'un enfant est en danger.</li>
</ul>
<p>Certains de ces fournisseurs peuvent conserver des renseignements à l'extérieur de votre province ou du Canada. Les renseignements demeurent alors protégés par contrat, mais ils peuvent être accessibles aux tribunaux et aux autorités de l'endroit concerné.</p>
<h2>Combien de temps nous les conservons</h2>
<p>Nous conservons vos renseignements tant que votre compte est ouvert. Lorsque vous ou un administrateur supprimez votre compte, nous supprimons votre profil, les dossiers de vos enfants et vos messages, sauf ce que nous devons garder pour respecter nos obligations légales, fiscales ou comptables, comme les registres de paiement, que nous conservons seulement pendant la durée exigée par la loi. Les journaux techniques sont conservés pendant une courte période, puis supprimés.</p>
<h2>Comment nous les protégeons</h2>
<p>L'accès à Kinderly exige un compte personnel. Les mots de passe sont conservés sous forme de hachage irréversible, les connexions sont chiffrées et les sessions expirent. Seules les personnes qui ont besoin des renseignements pour leur travail peuvent y accéder. Si un incident de confidentialité présente un risque de préjudice sérieux, nous vous en aviserons, ainsi que le commissaire à la protection de la vie privée, comme l'exige la loi.</p>
<h2>Vos droits</h2>
<p>Vous pouvez :</p>
<ul>
<li>consulter et corriger la plupart de vos renseignements directement dans votre compte;</li>
<li>demander une copie des renseignements personnels que nous détenons à votre sujet et au sujet de vos enfants;</li>
<li>nous demander de corriger des renseignements inexacts ou incomplets;</li>
<li>retirer votre consentement, sachant que nous pourrions alors ne plus être en mesure d'offrir une partie du service;</li>
<li>nous demander de supprimer votre compte et les dossiers de vos enfants;</li>
<li>si vous résidez au Québec, obtenir vos renseignements dans un format technologique structuré et couramment utilisé, et savoir quelles personnes de notre organisation y ont accès.</li>
</ul>
<p>Nous répondons aux demandes dans un délai de 30 jours. Si notre réponse ne vous satisfait pas, vous pouvez porter plainte auprès du Commissariat à la protection de la vie privée du Canada ou, au Québec, de la Commission d'accès à l'information.</p>
<h2>Les enfants</h2>
<p>Les comptes Kinderly sont réservés aux adultes et aux personnes âgées d'au moins 16 ans. Les renseignements sur un enfant sont saisis par son parent ou son tuteur, qui y consent au nom de l'enfant.</p>
<h2>Nous joindre</h2>
<p>La personne responsable de la protection des renseignements personnels peut être jointe à l'adresse <a href="mailto:privacy@kinderly.example">privacy@kinderly.example</a>. Écrivez-lui pour toute question, demande ou plainte au sujet de vos renseignements personnels.</p>
<h2>Modifications</h2>
<p>Nous pouvons mettre à jour la présente politique. La date en haut de la page indique la version en vigueur. Si un changement est important, nous vous en informerons par courriel ou dans l'application avant son entrée en vigueur.</p>`;

export const privacyPolicy: DefaultPolicy = {
  id: POLICY_IDS.privacyPolicy,
  slug: POLICY_SLUGS[POLICY_IDS.privacyPolicy],
  title: { en: 'Privacy policy', fr: 'Politique de confidentialité' },
  html: { en, fr },
};
