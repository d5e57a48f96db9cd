import type { DefaultBlogPost } from '../types.ts';

const en = `<p>Starting daycare is a big change for a toddler, and often a bigger one for the parents. A gradual start gives your child time to get to know a new place, a new adult and new friends while you are still close by. Every child is different, and so is every provider, so treat this two-week plan as a starting point to adapt together with your provider.</p>
<h2>Before the first day</h2>
<ul>
<li><strong>Talk about it.</strong> Use simple words and keep it positive: “You are going to play at Maria's house with other children, and I will come back after snack.” Picture books about daycare help.</li>
<li><strong>Visit together.</strong> If you can, visit once or twice before the start, so the first day is not the first time your child sees the place.</li>
<li><strong>Share what you know.</strong> Tell the provider how your child falls asleep, what comforts them, the words they use for the toilet or for their favourite toy, and what they eat. On Kinderly, the child's profile has room for sleep, feeding and other details, so the provider has them from the start.</li>
<li><strong>Shift the schedule.</strong> If daycare naps or meals happen at different times than at home, move your routine a little each day in the week before.</li>
<li><strong>Pack a comfort item.</strong> A small blanket or toy that smells like home can make the new place feel safer. Label everything.</li>
</ul>
<h2>Week one: short and predictable</h2>
<h3>Days 1 and 2: stay together</h3>
<p>Stay with your child for an hour or so. Sit on the side, let the provider take the lead, and let your child explore at their own pace. Leave together, on a good note.</p>
<h3>Day 3: the first short goodbye</h3>
<p>Stay for the first few minutes, then say goodbye and leave for about an hour. Come back when you said you would. That return is the most important part: it teaches your child that you always come back.</p>
<h3>Days 4 and 5: a morning</h3>
<p>Leave your child for a morning, including a snack or lunch. Pick up before nap time. Ask the provider how it went, what your child enjoyed and what was hard.</p>
<h2>Week two: building up to a full day</h2>
<h3>Days 6 to 8: add the nap</h3>
<p>Sleeping in a new place is often the hardest step. Leave your child until after the nap and pick up mid-afternoon. If naps are a struggle, ask the provider what helped and bring the same comfort item every day.</p>
<h3>Days 9 and 10: full days</h3>
<p>Move to the hours your child will keep from now on. Try to keep them regular for the first few weeks; a predictable schedule helps more than a short one.</p>
<h2>The goodbye routine</h2>
<p>Choose a short routine and repeat it every day: a hug, a kiss, a special wave at the window, and a clear sentence such as “I'll see you after your nap.” Then go. Do not sneak out: a child who discovers that a parent disappeared may find the next goodbye harder. Long, hesitant goodbyes make it harder too, for both of you. Most providers will gladly send you a message or a photo once your child has settled.</p>
<h2>What is normal</h2>
<ul>
<li>Tears at drop-off, even after a good first week. Many children cry for a few minutes and then settle; ask your provider how long it lasts.</li>
<li>Being tired, clingy or grumpy in the evening. Plan calm evenings and early bedtimes for the first weeks.</li>
<li>Small steps back with sleep, eating or toilet training. These usually pass as the new routine becomes familiar.</li>
<li>Catching more colds than before. Young children in a group share germs; it helps to have a backup plan for sick days.</li>
</ul>
<h2>When to talk to the provider</h2>
<p>Talk to your provider if your child is still very upset after several weeks, stops eating or sleeping well, or seems afraid to go. Often a small change helps: a different drop-off time, a new comfort object, a quieter spot for naps. If you are worried about your child's health or development, talk to your doctor.</p>
<p>Most toddlers adapt within a few weeks. Give your child, your provider and yourself that time.</p>`;

const fr = `<p>L'entrée au service de garde est un grand changement pour un tout-petit, et souvent un plus grand encore pour ses parents. Une intégration progressive donne à votre enfant le temps d'apprivoiser un nouveau lieu, une nouvelle adulte et de nouveaux amis pendant que vous êtes encore tout près. Chaque enfant est différent, chaque milieu de garde aussi : voyez ce plan de deux semaines comme un point de départ à adapter avec la responsable.</p>
<h2>Avant la première journée</h2>
<ul>
<li><strong>Parlez-en.</strong> Utilisez des mots simples et restez positif : « Tu vas aller jouer chez Maria avec d'autres enfants, et je vais revenir après la collation. » Les livres d'images sur la garderie sont d'une grande aide.</li>
<li><strong>Visitez ensemble.</strong> Si possible, faites une ou deux visites avant le début, pour que la première journée ne soit pas la première fois que votre enfant découvre l'endroit.</li>
<li><strong>Partagez ce que vous savez.</strong> Dites à la responsable comment votre enfant s'endort, ce qui le réconforte, les mots qu'il utilise pour aller aux toilettes ou pour désigner son jouet préféré, et ce qu'il mange. Sur Kinderly, le profil de l'enfant prévoit de la place pour le sommeil, l'alimentation et d'autres détails, afin que la responsable les ait dès le départ.</li>
<li><strong>Ajustez l'horaire.</strong> Si les siestes ou les repas n'ont pas lieu aux mêmes heures qu'à la maison, décalez un peu votre routine chaque jour pendant la semaine qui précède.</li>
<li><strong>Préparez un objet réconfortant.</strong> Une petite couverture ou un jouet qui sent la maison peut rendre le nouveau lieu plus rassurant. Identifiez toutes ses affaires.</li>
</ul>
<h2>Première semaine : des journées courtes et prévisibles</h2>
<h3>Jours 1 et 2 : rester ensemble</h3>
<p>Restez avec votre enfant environ une heure. Installez-vous un peu en retrait, laissez la responsable mener et laissez votre enfant explorer à son rythme. Partez ensemble, sur une note positive.</p>
<h3>Jour 3 : un premier au revoir, bref</h3>
<p>Restez quelques minutes au début, puis dites au revoir et partez environ une heure. Revenez à l'heure annoncée. Ce retour est l'étape la plus importante : il apprend à votre enfant que vous revenez toujours.</p>
<h3>Jours 4 et 5 : une matinée</h3>
<p>Laissez votre enfant pour la matinée, collation ou dîner compris. Venez le chercher avant la sieste. Demandez à la responsable comment cela s'est passé, ce que votre enfant a aimé et ce qui a été plus difficile.</p>
<h2>Deuxième semaine : vers une journée complète</h2>
<h3>Jours 6 à 8 : ajouter la sieste</h3>
<p>Dormir dans un nouvel endroit est souvent l'étape la plus difficile. Laissez votre enfant jusqu'après la sieste et venez le chercher au milieu de l'après-midi. Si la sieste est ardue, demandez à la responsable ce qui a aidé et apportez chaque jour le même objet réconfortant.</p>
<h3>Jours 9 et 10 : des journées complètes</h3>
<p>Passez à l'horaire que votre enfant gardera désormais. Essayez de le garder régulier pendant les premières semaines : un horaire prévisible aide davantage qu'un horaire court.</p>
<h2>La routine du départ</h2>
<p>Choisissez une routine courte et répétez-la chaque jour : un câlin, un bisou, un signe de la main à la fenêtre et une phrase claire comme « On se revoit après ta sieste. » Puis partez. Ne vous éclipsez pas en douce : un enfant qui découvre que son parent a disparu pourrait trouver le prochain au revoir plus difficile. Les au revoir longs et hésitants compliquent aussi les choses, pour vous deux. La plupart des responsables vous enverront volontiers un message ou une photo une fois votre enfant calmé.</p>
<h2>Ce qui est normal</h2>
<ul>
<li>Des pleurs au moment du départ, même après une bonne première semaine. Bien des enfants pleurent quelques minutes, puis se calment; demandez à la responsable combien de temps cela dure.</li>
<li>De la fatigue, de l'irritabilité ou un besoin d'être collé à vous le soir. Prévoyez des soirées calmes et des couchers hâtifs pendant les premières semaines.</li>
<li>De petits retours en arrière pour le sommeil, l'alimentation ou l'apprentissage de la propreté. Ils passent généralement à mesure que la nouvelle routine devient familière.</li>
<li>Plus de rhumes qu'avant. Les jeunes enfants en groupe partagent leurs microbes; un plan de rechange pour les jours de maladie est utile.</li>
</ul>
<h2>Quand en parler à la responsable</h2>
<p>Parlez-en à la responsable si votre enfant est encore très bouleversé après plusieurs semaines, s'il mange ou dort mal, ou s'il semble avoir peur d'y aller. Souvent, un petit changement suffit : une autre heure d'arrivée, un nouvel objet réconfortant, un coin plus calme pour la sieste. Si la santé ou le développement de votre enfant vous inquiète, consultez votre médecin.</p>
<p>La plupart des tout-petits s'adaptent en quelques semaines. Donnez-vous ce temps, à votre enfant, à la responsable et à vous-même.</p>`;

export const startingDaycareTransitionPlan: DefaultBlogPost = {
  slug: 'starting-daycare-two-week-transition-plan',
  publishedAt: '2026-10-06T13:00:00.000Z',
  author: 'Kinderly',
  tags: ['parents', 'toddlers'],
  title: {
    en: 'Starting daycare: a two-week transition plan for your toddler',
    fr: 'Entrée au service de garde : un plan d’intégration de deux semaines pour votre tout-petit',
  },
  summary: {
    en: 'From a first visit together to full days: a gradual, day-by-day plan, a goodbye routine that works, and what is normal in the first weeks.',
    fr: 'De la première visite ensemble aux journées complètes : un plan progressif, jour après jour, une routine de départ qui fonctionne et ce qui est normal les premières semaines.',
  },
  html: { en, fr },
};
