import type { DefaultBlogPost } from '../types.ts';

const en = `<p>Setting your prices and writing your policies are two of the hardest parts of opening a home daycare. Price too low and you burn out; write vague policies and every late pick-up becomes a negotiation. If you work with a licensed agency or offer subsidized places, some of your fees are set or capped by the government: apply these ideas to the parts you control, and check your agreement first.</p>
<h2>Start from your costs, not from your neighbour's price</h2>
<p>Looking at what other providers in your area charge tells you what families expect to pay. It does not tell you whether that price works for you. Start with a simple monthly budget:</p>
<ul>
<li><strong>Direct costs:</strong> food, craft and cleaning supplies, toys and books, outings, first aid supplies.</li>
<li><strong>Insurance:</strong> most home insurance policies do not cover a childcare business. Tell your insurer and ask about liability coverage.</li>
<li><strong>Your home:</strong> a share of heating, electricity, internet and wear and tear. Keep records: part of these costs may be deductible as business-use-of-home expenses; the Canada Revenue Agency explains the rules.</li>
<li><strong>Training:</strong> first aid and CPR renewals, courses, background checks.</li>
<li><strong>Your pay:</strong> the amount you need to earn, including paid days off, sick days, and savings for retirement, since nobody else contributes for you.</li>
</ul>
<p>Divide the total by the number of full-time spots you can offer and the days you work in a month. That is your break-even daily rate. Compare it with local prices: if it is higher, look at your costs, your schedule or what makes your care worth more, such as longer hours, meals included, or a strong educational program.</p>
<h2>Choose a pricing structure</h2>
<ul>
<li><strong>Full-time monthly rate:</strong> predictable for you and the family. Most providers charge the same amount whatever the number of days in the month.</li>
<li><strong>Daily rate:</strong> suits part-time families. Set a minimum number of days per week, so your spots stay sustainable.</li>
<li><strong>Hourly rate:</strong> useful for occasional or drop-in care, usually at a higher rate per hour than regular care.</li>
</ul>
<p>Decide what is included (meals, diapers, outings) and write it down. Families compare prices more fairly when they know what each price covers.</p>
<h2>Write policies before you need them</h2>
<p>Clear written policies protect your relationship with families: everyone knows the rules before a problem comes up. Cover at least:</p>
<ul>
<li><strong>Hours and late pick-up.</strong> Your opening hours, and what happens when a parent is late: a fee per block of minutes, and what you do if nobody comes.</li>
<li><strong>Payment.</strong> When payment is due, how it is made, and what happens if it is late.</li>
<li><strong>Absences and vacations.</strong> Whether families pay for days their child is absent, how much notice they must give for vacations, and your own closures and statutory holidays.</li>
<li><strong>Illness.</strong> Symptoms that keep a child at home and when they can return. Check the guidance of your local public health unit.</li>
<li><strong>Medication.</strong> Written authorization from the parent, original labelled containers, and a record of every dose.</li>
<li><strong>Cancellation and ending care.</strong> How much notice either side must give, and whether deposits are refundable.</li>
<li><strong>Behaviour guidance, outings, screen time, photos and social media.</strong></li>
</ul>
<p>Review your policies once a year, and give families a copy when anything changes.</p>
<h2>Put it in writing with each family</h2>
<p>A simple agreement, signed by both sides, should list the child's schedule, the rate, what is included, the payment terms and a reference to your policies. It is easier to be kind and flexible when the basics are clear.</p>
<h2>How Kinderly helps</h2>
<p>In your Kinderly provider setup, you enter your hours of business, prices, availability, cancellation policy and your policies and procedures. Families see them before they book, and payments go through the card processor to the account you connected, so you spend less time chasing payments. You also choose whether bookings are confirmed at once or need your approval.</p>
<p>Finally, remember that a home daycare is a business. Keep your receipts, track your income, and consider talking to an accountant in your first year: a good structure from the start saves a lot of stress at tax time.</p>`;

const fr = `<p>Fixer ses tarifs et rédiger ses politiques sont deux des tâches les plus difficiles quand on ouvre un service de garde en milieu familial. Des tarifs trop bas mènent à l'épuisement; des politiques floues transforment chaque retard en négociation. Si vous êtes reconnue par un bureau coordonnateur ou si vous offrez des places subventionnées, certains de vos tarifs sont fixés ou plafonnés par le gouvernement : appliquez ces conseils à ce qui relève de vous, et vérifiez d'abord votre entente.</p>
<h2>Partez de vos coûts, pas du tarif de la voisine</h2>
<p>Les tarifs des autres services de garde de votre secteur vous indiquent ce que les familles s'attendent à payer. Ils ne vous disent pas si ce prix vous convient. Commencez par un budget mensuel simple :</p>
<ul>
<li><strong>Les coûts directs :</strong> nourriture, matériel de bricolage et d'entretien, jouets et livres, sorties, trousse de premiers soins.</li>
<li><strong>L'assurance :</strong> la plupart des assurances habitation ne couvrent pas un service de garde. Avisez votre assureur et renseignez-vous sur l'assurance responsabilité.</li>
<li><strong>Votre maison :</strong> une part du chauffage, de l'électricité, d'Internet et de l'usure. Conservez vos pièces justificatives : une partie de ces frais peut être déductible au titre de l'utilisation de la résidence aux fins d'affaires; l'Agence du revenu du Canada et Revenu Québec en expliquent les règles.</li>
<li><strong>La formation :</strong> renouvellement des cours de premiers soins et de réanimation, formations, vérification des antécédents.</li>
<li><strong>Votre rémunération :</strong> ce que vous devez gagner, y compris les congés payés, les journées de maladie et l'épargne pour la retraite, puisque personne n'y cotise pour vous.</li>
</ul>
<p>Divisez le total par le nombre de places à temps plein offertes et par le nombre de jours travaillés dans le mois. Vous obtenez votre tarif quotidien minimal. Comparez-le aux prix de votre secteur : s'il est plus élevé, revoyez vos coûts, votre horaire ou ce qui donne plus de valeur à votre service, comme des heures prolongées, des repas compris ou un programme éducatif solide.</p>
<h2>Choisissez une structure de tarifs</h2>
<ul>
<li><strong>Tarif mensuel à temps plein :</strong> prévisible pour vous et pour la famille. La plupart des responsables facturent le même montant, peu importe le nombre de jours dans le mois.</li>
<li><strong>Tarif quotidien :</strong> convient aux familles à temps partiel. Fixez un nombre minimal de jours par semaine pour que vos places restent viables.</li>
<li><strong>Tarif horaire :</strong> utile pour la garde occasionnelle ou la halte-garderie, généralement plus élevé à l'heure que la garde régulière.</li>
</ul>
<p>Précisez ce qui est compris (repas, couches, sorties) et mettez-le par écrit. Les familles comparent les prix plus justement quand elles savent ce que chacun couvre.</p>
<h2>Rédigez vos politiques avant d'en avoir besoin</h2>
<p>Des politiques écrites et claires protègent votre relation avec les familles : chacun connaît les règles avant qu'un problème survienne. Abordez au minimum :</p>
<ul>
<li><strong>Les heures et les retards.</strong> Vos heures d'ouverture et ce qui se passe quand un parent est en retard : des frais par tranche de minutes, et ce que vous faites si personne ne vient.</li>
<li><strong>Le paiement.</strong> La date d'échéance, le mode de paiement et ce qui arrive en cas de retard.</li>
<li><strong>Les absences et les vacances.</strong> Si les familles paient les jours d'absence, le préavis exigé pour les vacances, ainsi que vos propres fermetures et les jours fériés.</li>
<li><strong>La maladie.</strong> Les symptômes qui obligent un enfant à rester à la maison et le moment où il peut revenir. Consultez les recommandations de votre direction de santé publique.</li>
<li><strong>Les médicaments.</strong> Une autorisation écrite du parent, les contenants d'origine étiquetés et un registre de chaque dose.</li>
<li><strong>L'annulation et la fin de la garde.</strong> Le préavis que chaque partie doit donner et le remboursement ou non des dépôts.</li>
<li><strong>L'encadrement du comportement, les sorties, le temps d'écran, les photos et les réseaux sociaux.</strong></li>
</ul>
<p>Relisez vos politiques une fois par année et remettez-en une copie aux familles chaque fois que quelque chose change.</p>
<h2>Mettez-le par écrit avec chaque famille</h2>
<p>Une entente simple, signée par les deux parties, devrait préciser l'horaire de l'enfant, le tarif, ce qui est compris, les modalités de paiement et renvoyer à vos politiques. Il est plus facile d'être souple quand l'essentiel est clair.</p>
<h2>Comment Kinderly vous aide</h2>
<p>Dans la configuration de votre service sur Kinderly, vous indiquez vos heures d'ouverture, vos tarifs, vos disponibilités, votre politique d'annulation ainsi que vos politiques et procédures. Les familles les voient avant de réserver, et les paiements passent par le processeur de paiement vers le compte que vous avez relié : vous passez moins de temps à courir après les paiements. Vous choisissez aussi si les réservations sont confirmées immédiatement ou après votre approbation.</p>
<p>Enfin, un service de garde en milieu familial est une entreprise. Conservez vos reçus, suivez vos revenus et envisagez de consulter un comptable la première année : une bonne structure dès le départ vous évitera bien du stress au moment des impôts.</p>`;

export const runningAHomeDaycarePricesAndPolicies: DefaultBlogPost = {
  slug: 'running-a-home-daycare-prices-and-policies',
  publishedAt: '2026-10-20T13:00:00.000Z',
  author: 'Kinderly',
  tags: ['providers', 'business'],
  title: {
    en: 'Running a home daycare: setting your prices and policies',
    fr: 'Gérer un service de garde en milieu familial : fixer ses tarifs et ses politiques',
  },
  summary: {
    en: 'Work out a daily rate from your real costs, choose a pricing structure, and write the policies that prevent most disagreements with families.',
    fr: 'Calculer un tarif quotidien à partir de vos vrais coûts, choisir une structure de tarifs et rédiger les politiques qui préviennent la plupart des désaccords avec les familles.',
  },
  html: { en, fr },
};
