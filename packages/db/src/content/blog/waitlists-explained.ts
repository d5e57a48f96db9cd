import type { DefaultBlogPost } from '../types.ts';

const en = `<p>In many Canadian communities, there are more families looking for childcare than there are spots. Waitlists are how providers manage that gap, and for parents they can feel like a black box. Understanding how they work will not create spots, but it helps you use your time well and worry a little less.</p>
<h2>How waitlists usually work</h2>
<p>Each provider keeps their own list, or uses a shared system. When a spot opens, the provider looks at the families on the list who fit it: the right age group, the right days, the right start date. A waitlist is rarely a simple queue. A family that joined later may be offered a spot first because their child is the right age for the space that opened, or because the provider gives priority to siblings of children already in care.</p>
<p>In Quebec, families looking for a place in a recognized childcare service usually register on La Place 0-5, the province's single window for childcare. In Ontario, each licensed program or agency manages its list, and some municipalities run a central list for the programs in their area. Home daycares outside these systems keep their own lists.</p>
<h2>Start early, but not blindly</h2>
<ul>
<li><strong>Know your dates.</strong> Work out when you need care, for example at the end of a parental leave, and when you could start if a spot opened early.</li>
<li><strong>Join several lists.</strong> It is normal to be on more than one waitlist. Choose providers you would actually accept, so that you are not spending time on offers you would refuse.</li>
<li><strong>Be clear about what you need.</strong> Days, hours, care type and budget. A provider can only match you to a spot if they know what you are looking for.</li>
<li><strong>Check the fees.</strong> Joining a waitlist should generally not cost anything. In Ontario, licensed programs may not charge a fee to put a child on a waitlist, and registering on La Place 0-5 in Quebec is free. If someone asks for money just to be on a list, ask what it is for before you pay.</li>
</ul>
<h2>Stay on the list, and stay visible</h2>
<p>Keep your information up to date. A new phone number, a move, a change of start date or a second child can change your chances, and an outdated request can be skipped. Every few months, send a short, friendly message to confirm you are still interested. Providers notice families who are organized and easy to reach.</p>
<h2>Flexibility helps</h2>
<p>Spots often open mid-year and for specific days. If you can accept a start date a little earlier than planned, or part-time days at first, you may be offered a spot sooner. Think in advance about what you could accept, so you can answer quickly when a provider calls.</p>
<h2>When an offer comes</h2>
<p>Providers often need an answer within a few days. Before you say yes, visit if you have not already done so, and ask for the fees, the contract and the policies in writing. Once you accept, tell the other providers whose lists you are on, or update your requests. It frees spots for other families, and providers remember it.</p>
<h2>Have a plan B</h2>
<p>While you wait, think about the alternatives: a nanny or a nanny share, a relative for a few days a week, a part-time spot, or an unlicensed provider for a while. A temporary arrangement can take the pressure off while you wait for the spot you want.</p>
<h2>Waitlists on Kinderly</h2>
<p>On Kinderly, you join a provider's waitlist in six short steps: the types of provider and of care you want, the curriculum you prefer, the days and times that suit you, and the payment options, before you confirm the request. Your choices are kept on your device until you confirm, so you can stop and come back later. You can then see your waitlist requests for each child, change your preferences and remove a request you no longer need. Providers see your request with the details they need and can set their priorities, so your family is considered for the spots that fit.</p>
<p>Waiting is hard. A clear plan, a few good lists and regular, friendly follow-ups are the best way to make it shorter.</p>`;

const fr = `<p>Dans bien des communautés au Canada, les familles qui cherchent un service de garde sont plus nombreuses que les places disponibles. Les listes d'attente permettent aux services de garde de gérer cet écart, mais, pour les parents, elles ressemblent souvent à une boîte noire. Comprendre leur fonctionnement ne crée pas de places, mais vous aide à bien utiliser votre temps et à vous inquiéter un peu moins.</p>
<h2>Comment fonctionnent généralement les listes d'attente</h2>
<p>Chaque service de garde tient sa propre liste, ou utilise un système commun. Lorsqu'une place se libère, la responsable regarde quelles familles de la liste correspondent à cette place : le bon groupe d'âge, les bons jours, la bonne date de début. Une liste d'attente est rarement une simple file. Une famille inscrite plus tard peut se voir offrir une place en premier parce que son enfant a l'âge qui convient à la place libérée, ou parce que le service de garde donne priorité aux frères et sœurs des enfants déjà inscrits.</p>
<p>Au Québec, les familles qui cherchent une place dans un service de garde reconnu s'inscrivent généralement à La Place 0-5, le guichet unique d'accès aux services de garde. En Ontario, chaque programme ou agence agréé gère sa liste, et certaines municipalités tiennent une liste centrale pour les programmes de leur territoire. Les services de garde en milieu familial qui ne font pas partie de ces systèmes tiennent leur propre liste.</p>
<h2>Commencez tôt, mais pas à l'aveugle</h2>
<ul>
<li><strong>Connaissez vos dates.</strong> Déterminez quand vous aurez besoin de garde, par exemple à la fin d'un congé parental, et à partir de quand vous pourriez commencer si une place se libérait plus tôt.</li>
<li><strong>Inscrivez-vous sur plusieurs listes.</strong> Il est normal de figurer sur plus d'une liste d'attente. Choisissez des services de garde que vous accepteriez réellement, pour ne pas perdre de temps avec des offres que vous refuseriez.</li>
<li><strong>Précisez vos besoins.</strong> Jours, heures, type de garde et budget. Une responsable ne peut vous proposer une place que si elle sait ce que vous cherchez.</li>
<li><strong>Vérifiez les frais.</strong> L'inscription sur une liste d'attente ne devrait généralement rien coûter. En Ontario, les programmes agréés ne peuvent pas exiger de frais pour inscrire un enfant sur une liste d'attente, et l'inscription à La Place 0-5 au Québec est gratuite. Si l'on vous demande de l'argent simplement pour figurer sur une liste, demandez à quoi il sert avant de payer.</li>
</ul>
<h2>Restez sur la liste, et restez visible</h2>
<p>Tenez vos renseignements à jour. Un nouveau numéro de téléphone, un déménagement, une nouvelle date de début ou un deuxième enfant peuvent changer vos chances, et une demande périmée peut être écartée. Tous les quelques mois, envoyez un court message cordial pour confirmer votre intérêt. Les responsables remarquent les familles organisées et faciles à joindre.</p>
<h2>La souplesse aide</h2>
<p>Les places se libèrent souvent en cours d'année et pour des jours précis. Si vous pouvez accepter une date de début un peu plus hâtive que prévu, ou quelques jours par semaine au départ, on pourrait vous offrir une place plus tôt. Réfléchissez d'avance à ce que vous pourriez accepter, afin de répondre rapidement quand une responsable vous appelle.</p>
<h2>Quand une offre arrive</h2>
<p>Les responsables ont souvent besoin d'une réponse en quelques jours. Avant de dire oui, visitez le milieu si ce n'est pas déjà fait, et demandez les tarifs, l'entente et les politiques par écrit. Une fois l'offre acceptée, prévenez les autres services de garde sur les listes desquels vous êtes inscrit, ou mettez vos demandes à jour. Cela libère des places pour d'autres familles, et les responsables s'en souviennent.</p>
<h2>Prévoyez un plan B</h2>
<p>Pendant l'attente, pensez aux solutions de rechange : une nounou ou une nounou partagée, un proche quelques jours par semaine, une place à temps partiel ou, pour un temps, une responsable non reconnue. Une solution temporaire peut alléger la pression pendant que vous attendez la place que vous souhaitez.</p>
<h2>Les listes d'attente sur Kinderly</h2>
<p>Sur Kinderly, vous vous inscrivez sur la liste d'attente d'un service de garde en six courtes étapes : les types de service et de garde recherchés, le programme éducatif souhaité, les jours et les heures qui vous conviennent et les modes de paiement, avant de confirmer la demande. Vos choix sont conservés sur votre appareil jusqu'à la confirmation : vous pouvez donc vous arrêter et revenir plus tard. Vous voyez ensuite vos demandes pour chaque enfant, pouvez modifier vos préférences et retirer une demande dont vous n'avez plus besoin. Les responsables voient votre demande avec les détails nécessaires et peuvent établir leurs priorités, pour que votre famille soit considérée pour les places qui lui conviennent.</p>
<p>L'attente est difficile. Un plan clair, quelques bonnes listes et des suivis réguliers et cordiaux sont la meilleure façon de l'écourter.</p>`;

export const waitlistsExplained: DefaultBlogPost = {
  slug: 'waitlists-explained',
  publishedAt: '2026-11-10T14:00:00.000Z',
  author: 'Kinderly',
  tags: ['parents', 'waitlist'],
  title: {
    en: 'Waitlists explained: how to get a spot without the stress',
    fr: 'Les listes d’attente expliquées : obtenir une place sans stress',
  },
  summary: {
    en: 'Why a waitlist is rarely a simple queue, how to choose and keep your place on several lists, and what to do when an offer finally comes.',
    fr: "Pourquoi une liste d'attente est rarement une simple file, comment choisir vos listes et y garder votre place, et que faire quand une offre arrive enfin.",
  },
  html: { en, fr },
};
