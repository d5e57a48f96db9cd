import { POLICY_IDS, POLICY_SLUGS } from '@kinderly/shared';
import type { DefaultPolicy } from '../types.ts';

const en = `<h2>About these terms</h2>
<p>These terms of use form the agreement between you and Kinderly when you use the Kinderly website and application. By creating an account or using Kinderly, you accept them. If you do not accept them, do not use Kinderly. Our <a href="/privacy-policy">privacy policy</a> and <a href="/cookie-policy">cookie policy</a> explain how we handle your information.</p>
<h2>What Kinderly is</h2>
<p>Kinderly is a marketplace. It helps families find home childcare providers, join their waitlists, book care and pay for it, and helps providers run their childcare business. Kinderly does not provide childcare and does not employ the providers listed on it. The childcare agreement is between the family and the provider.</p>
<p>Providers describe their own services, qualifications, licence status, prices and policies. We may review some of this information, but we cannot guarantee it. Before you entrust a child to anyone, visit the home, meet the provider, ask for references and check the provider's licence or recognition status with your provincial ministry when it applies.</p>
<h2>Accounts</h2>
<ul>
<li>You must be at least 16 years old to open an account, and an adult to enrol a child or to offer childcare.</li>
<li>Give accurate information and keep it up to date, in particular your contact details and your children's health and emergency information.</li>
<li>Keep your password to yourself. You are responsible for what happens under your account. Tell us at once if you think someone else has used it.</li>
<li>One person, one account. You may not create an account for someone else without their permission.</li>
</ul>
<h2>Roles</h2>
<p>An account has a current role: <strong>parent</strong>, <strong>nanny</strong> or <strong>home childcare provider</strong>. Administrators are appointed by Kinderly. You can hold more than one role and switch between them; each role sees the screens and information that belong to it. Providers must hold the licences, permits, insurance and registrations that the law of their province requires for the care they offer, and must respect the limits that apply to them, such as the number and ages of children in their care.</p>
<h2>Waitlists and bookings</h2>
<ul>
<li>Joining a waitlist does not reserve a spot. The provider decides whom to offer a spot to.</li>
<li>A booking is a request for specific days. Depending on the provider's settings, it is confirmed at once or only when the provider approves it. A provider may refuse a booking.</li>
<li>The provider records check-in, pick-up and absences. Check these records and tell the provider about any mistake quickly.</li>
<li>Recurring bookings repeat on the days you chose until you or the provider end them.</li>
</ul>
<h2>Payments</h2>
<p>Payments are made by card through our card payment processor. Kinderly never sees your full card number. Prices are set by the provider and shown before you confirm, with any fees and taxes that apply. When you book, you authorise the charge of the amount shown; a card payment may be authorised first and captured when the provider confirms the booking. Providers receive payments in the account they connected with the processor, and are responsible for their own taxes. The processor's own terms also apply to payments.</p>
<h2>Cancellations and refunds</h2>
<p>Each provider sets a cancellation policy, which is shown on the provider's profile and before you book. Cancellations and refunds follow that policy. If a provider cancels care that you have paid for, you are refunded for the days that were not provided. If you disagree with a charge, contact the provider first, then us.</p>
<h2>Acceptable use</h2>
<p>You agree not to:</p>
<ul>
<li>give false information, impersonate someone or create fake reviews or bookings;</li>
<li>use Kinderly to harass, threaten or discriminate against anyone;</li>
<li>post content that is illegal, sexual, violent or that exposes a child to any risk;</li>
<li>share another person's personal information without their consent;</li>
<li>arrange payments outside Kinderly for bookings made through Kinderly in order to avoid its fees;</li>
<li>copy the service, collect data from it automatically, probe its security or disrupt it.</li>
</ul>
<p>We may remove content and suspend or close an account that breaks these terms or puts a child or another user at risk. We report suspected child abuse to the authorities.</p>
<h2>Your content</h2>
<p>You keep the rights to the text, photos and files you add to Kinderly. You allow us to host and display them as needed to run the service, for example to show a provider's profile to families. You confirm that you have the right to share them.</p>
<h2>Liability</h2>
<p>Kinderly is provided as it is. We work to keep it available and accurate, but we do not promise that it will always be available or free of errors. The provider is responsible for the care of the children entrusted to them, and families are responsible for choosing a provider. To the extent the law allows, Kinderly is not liable for indirect losses or for the acts or omissions of providers and families, and our total liability to you is limited to the fees you paid to Kinderly in the twelve months before the claim. Nothing in these terms limits rights that you have under the consumer protection law of your province and that cannot be waived.</p>
<h2>Closing your account</h2>
<p>You may close your account at any time. Bookings that are already confirmed and payments that are due remain governed by these terms and by the provider's cancellation policy.</p>
<h2>Changes</h2>
<p>We may change these terms. We will tell you about significant changes by e-mail or in the application before they take effect. If you keep using Kinderly after that, the new terms apply.</p>
<h2>Governing law</h2>
<p>These terms are governed by the laws of the Province of Ontario and the federal laws of Canada that apply there. The courts of Ontario have jurisdiction, unless the law of your province gives you the right to bring a claim where you live.</p>
<h2>Contact</h2>
<p>Questions about these terms: <a href="mailto:support@kinderly.example">support@kinderly.example</a>.</p>`;

const fr = `<h2>À propos des présentes conditions</h2>
<p>Les présentes conditions d'utilisation constituent l'entente entre vous et Kinderly lorsque vous utilisez le site et l'application Kinderly. En créant un compte ou en utilisant Kinderly, vous les acceptez. Si vous ne les acceptez pas, n'utilisez pas Kinderly. Notre <a href="/privacy-policy">politique de confidentialité</a> et notre <a href="/cookie-policy">politique relative aux témoins</a> expliquent comment nous traitons vos renseignements.</p>
<h2>Ce qu'est Kinderly</h2>
<p>Kinderly est une plateforme de mise en relation. Elle aide les familles à trouver un service de garde en milieu familial, à s'inscrire sur une liste d'attente, à réserver et à payer, et elle aide les responsables de services de garde à gérer leur service. Kinderly n'offre pas de services de garde et n'emploie pas les responsables qui y sont inscrits. L'entente de garde est conclue entre la famille et le service de garde.</p>
<p>Les responsables décrivent eux-mêmes leurs services, leurs qualifications, leur statut (reconnu, agréé ou non), leurs tarifs et leurs politiques. Nous pouvons vérifier certains de ces renseignements, mais nous ne pouvons pas les garantir. Avant de confier un enfant à quiconque, visitez le milieu de garde, rencontrez la personne responsable, demandez des références et vérifiez son permis ou sa reconnaissance auprès du ministère de votre province, s'il y a lieu.</p>
<h2>Comptes</h2>
<ul>
<li>Vous devez avoir au moins 16 ans pour ouvrir un compte, et être majeur pour inscrire un enfant ou offrir des services de garde.</li>
<li>Fournissez des renseignements exacts et tenez-les à jour, en particulier vos coordonnées ainsi que les renseignements de santé et d'urgence de vos enfants.</li>
<li>Gardez votre mot de passe pour vous. Vous êtes responsable de ce qui se fait avec votre compte. Avisez-nous immédiatement si vous croyez que quelqu'un d'autre l'a utilisé.</li>
<li>Une personne, un compte. Vous ne pouvez pas créer de compte pour une autre personne sans sa permission.</li>
</ul>
<h2>Rôles</h2>
<p>Un compte a un rôle actif : <strong>parent</strong>, <strong>nounou</strong> ou <strong>responsable d'un service de garde en milieu familial</strong>. Les administrateurs sont désignés par Kinderly. Vous pouvez avoir plus d'un rôle et passer de l'un à l'autre; chaque rôle voit les écrans et les renseignements qui le concernent. Les responsables de services de garde doivent détenir les permis, les assurances et les reconnaissances qu'exige la loi de leur province pour la garde qu'ils offrent, et respecter les limites qui s'appliquent à eux, notamment quant au nombre et à l'âge des enfants.</p>
<h2>Listes d'attente et réservations</h2>
<ul>
<li>L'inscription sur une liste d'attente ne réserve pas de place. C'est le service de garde qui décide à qui offrir une place.</li>
<li>Une réservation est une demande pour des journées précises. Selon les paramètres du service de garde, elle est confirmée immédiatement ou seulement après son approbation. Un service de garde peut refuser une réservation.</li>
<li>Le service de garde enregistre les arrivées, les départs et les absences. Vérifiez ces données et signalez-lui rapidement toute erreur.</li>
<li>Une réservation récurrente se répète les jours choisis jusqu'à ce que vous ou le service de garde y mettiez fin.</li>
</ul>
<h2>Paiements</h2>
<p>Les paiements se font par carte, par l'intermédiaire de notre processeur de paiement. Kinderly ne voit jamais votre numéro de carte complet. Les tarifs sont fixés par le service de garde et affichés avant la confirmation, avec les frais et les taxes applicables. En réservant, vous autorisez le prélèvement du montant affiché; un paiement par carte peut d'abord être autorisé, puis encaissé lorsque le service de garde confirme la réservation. Les services de garde reçoivent les paiements dans le compte qu'ils ont relié au processeur et sont responsables de leurs propres impôts et taxes. Les conditions du processeur de paiement s'appliquent aussi aux paiements.</p>
<h2>Annulations et remboursements</h2>
<p>Chaque service de garde fixe sa politique d'annulation, affichée sur son profil et avant la réservation. Les annulations et les remboursements suivent cette politique. Si un service de garde annule une garde que vous avez payée, vous êtes remboursé pour les journées non offertes. Si vous contestez un montant, communiquez d'abord avec le service de garde, puis avec nous.</p>
<h2>Utilisation acceptable</h2>
<p>Vous vous engagez à ne pas :</p>
<ul>
<li>fournir de faux renseignements, usurper l'identité d'une autre personne ou créer de faux avis ou de fausses réservations;</li>
<li>utiliser Kinderly pour harceler, menacer ou discriminer qui que ce soit;</li>
<li>publier du contenu illégal, sexuel ou violent, ou qui expose un enfant à un risque;</li>
<li>communiquer les renseignements personnels d'une autre personne sans son consentement;</li>
<li>régler en dehors de Kinderly des réservations faites sur Kinderly afin d'éviter ses frais;</li>
<li>copier le service, en extraire des données de façon automatisée, tester sa sécurité ou en perturber le fonctionnement.</li>
</ul>
<p>Nous pouvons retirer du contenu et suspendre ou fermer un compte qui enfreint les présentes conditions ou qui met en danger un enfant ou un autre utilisateur. Nous signalons aux autorités tout soupçon de mauvais traitements envers un enfant.</p>
<h2>Votre contenu</h2>
<p>Vous conservez vos droits sur les textes, les photos et les fichiers que vous ajoutez à Kinderly. Vous nous autorisez à les héberger et à les afficher dans la mesure nécessaire au fonctionnement du service, par exemple pour présenter le profil d'un service de garde aux familles. Vous confirmez avoir le droit de les partager.</p>
<h2>Responsabilité</h2>
<p>Kinderly est offert tel quel. Nous faisons le nécessaire pour que le service soit disponible et exact, mais nous ne garantissons pas qu'il le sera toujours ni qu'il sera exempt d'erreurs. Le service de garde est responsable des enfants qui lui sont confiés, et les familles sont responsables du choix de leur service de garde. Dans la mesure permise par la loi, Kinderly n'est pas responsable des pertes indirectes ni des actes ou omissions des services de garde et des familles, et notre responsabilité totale envers vous se limite aux frais que vous avez payés à Kinderly au cours des douze mois précédant la réclamation. Rien dans les présentes conditions ne limite les droits que vous confère la loi sur la protection du consommateur de votre province et auxquels vous ne pouvez pas renoncer.</p>
<h2>Fermeture de votre compte</h2>
<p>Vous pouvez fermer votre compte en tout temps. Les réservations déjà confirmées et les paiements dus demeurent régis par les présentes conditions et par la politique d'annulation du service de garde.</p>
<h2>Modifications</h2>
<p>Nous pouvons modifier les présentes conditions. Nous vous informerons des changements importants par courriel ou dans l'application avant leur entrée en vigueur. Si vous continuez ensuite à utiliser Kinderly, les nouvelles conditions s'appliquent.</p>
<h2>Droit applicable</h2>
<p>Les présentes conditions sont régies par les lois de la province de l'Ontario et par les lois fédérales du Canada qui s'y appliquent. Les tribunaux de l'Ontario sont compétents, à moins que la loi de votre province ne vous permette d'intenter un recours là où vous résidez.</p>
<h2>Nous joindre</h2>
<p>Pour toute question sur les présentes conditions : <a href="mailto:support@kinderly.example">support@kinderly.example</a>.</p>`;

export const termsOfUse: DefaultPolicy = {
  id: POLICY_IDS.termsOfUse,
  slug: POLICY_SLUGS[POLICY_IDS.termsOfUse],
  title: { en: 'Terms of use', fr: "Conditions d'utilisation" },
  html: { en, fr },
};
