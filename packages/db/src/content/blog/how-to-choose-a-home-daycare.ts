import type { DefaultBlogPost } from '../types.ts';

const en = `<p>A visit tells you more about a home daycare than any profile can. You see the space, you meet the provider, and you watch how the children already there spend their day. Go with a list of questions, take notes, and if you can, visit in the morning when the children are awake and busy. Here are twelve questions worth asking.</p>
<h2>The basics</h2>
<h3>1. Are you licensed, and by whom?</h3>
<p>In Ontario, licensed home childcare providers work with a licensed home childcare agency; in Quebec, recognized home daycares are recognized by a coordinating office. Unlicensed care is legal in both provinces, within limits. Ask which applies, and check the answer yourself with the provincial ministry.</p>
<h3>2. How many children do you care for, and how old are they?</h3>
<p>The number and ages of the children, including the provider's own, shape everything: how much attention your child gets, how naps work, whether outings are possible. Provincial rules set limits, so the answer should sound like a plan, not a guess.</p>
<h3>3. Who else is in the home during the day?</h3>
<p>Ask about other adults, older children and visitors, and whether the adults who are regularly present have a police check that includes the vulnerable sector. Ask about pets, too.</p>
<h2>A day in the life</h2>
<h3>4. What does a typical day look like?</h3>
<p>Look for a rhythm: free play, outdoor time, meals, quiet time, stories. A written program statement is a good sign. Ask how the day changes for babies and for older children.</p>
<h3>5. How much time do the children spend outside?</h3>
<p>Ask where they go: a yard, a park, a library. Ask how the provider handles walks with several young children, and what happens in cold or hot weather.</p>
<h3>6. What do the children eat?</h3>
<p>Ask whether meals and snacks are included, who plans them, and how allergies, religious requirements and picky eaters are handled. If your child has a food allergy, ask how the kitchen keeps allergens apart.</p>
<h3>7. How do naps work?</h3>
<p>Ask where children sleep, how babies are put down, how often sleeping children are checked, and how the provider fits your child's schedule with the group's.</p>
<h3>8. How do you guide behaviour?</h3>
<p>Ask what happens when a child bites, hits or refuses to cooperate. Good answers talk about redirecting, staying calm and working with parents. Physical punishment and shaming are never acceptable.</p>
<h2>Safety and health</h2>
<h3>9. What happens in an emergency?</h3>
<p>Ask about first aid and infant CPR training, the fire evacuation plan, where medication is kept, and who would take over if the provider suddenly could not continue the day. Look around: gates on stairs, covered outlets, cleaning products out of reach, a working smoke alarm.</p>
<h3>10. What is your illness policy?</h3>
<p>Ask when a sick child must stay home and when they can come back, and whether you still pay for those days. You will need a backup plan for sick days anyway; knowing the rules early helps.</p>
<h2>Money and communication</h2>
<h3>11. What are the fees, and what do they include?</h3>
<p>Ask about daily and monthly rates, deposits, late pick-up fees, holidays, the provider's own vacations and what happens when you are away. Ask for a written agreement and the cancellation policy before you commit.</p>
<h3>12. How will we stay in touch?</h3>
<p>Ask how you will hear about your child's day, how to reach the provider during the day, and how you can raise a concern. A provider who welcomes questions at the visit will usually welcome them later.</p>
<h2>After the visit</h2>
<p>Ask for two or three references from current or past families, and call them. Then trust what you noticed: were the children engaged and comfortable? Did the provider talk to them warmly while talking to you? On Kinderly, you can compare providers' hours, prices, qualifications and policies before you visit, so your time on the visit goes to what a profile cannot show.</p>`;

const fr = `<p>Une visite en dit plus long sur un service de garde en milieu familial que n'importe quel profil. Vous voyez les lieux, vous rencontrez la responsable et vous observez comment les enfants déjà inscrits passent leur journée. Arrivez avec une liste de questions, prenez des notes et, si possible, faites la visite le matin, quand les enfants sont réveillés et occupés. Voici douze questions à poser.</p>
<h2>L'essentiel</h2>
<h3>1. Êtes-vous reconnue ou titulaire d'un permis, et par qui?</h3>
<p>En Ontario, les services de garde en milieu familial agréés travaillent avec une agence de services de garde en milieu familial agréée; au Québec, les responsables reconnues le sont par un bureau coordonnateur. La garde non reconnue ou sans permis est légale dans les deux provinces, dans certaines limites. Demandez ce qui s'applique et vérifiez vous-même la réponse auprès du ministère de votre province.</p>
<h3>2. Combien d'enfants gardez-vous, et quel âge ont-ils?</h3>
<p>Le nombre et l'âge des enfants, y compris ceux de la responsable, influencent tout : l'attention que recevra votre enfant, le déroulement des siestes, la possibilité de faire des sorties. Les règles provinciales fixent des limites; la réponse devrait donc ressembler à un plan, pas à une approximation.</p>
<h3>3. Qui d'autre se trouve à la maison pendant la journée?</h3>
<p>Renseignez-vous sur les autres adultes, les enfants plus âgés et les visiteurs, et demandez si les adultes présents régulièrement ont une vérification des antécédents judiciaires qui inclut le secteur vulnérable. Informez-vous aussi au sujet des animaux.</p>
<h2>Une journée type</h2>
<h3>4. À quoi ressemble une journée habituelle?</h3>
<p>Cherchez un rythme : jeux libres, temps dehors, repas, période calme, histoires. Un programme éducatif écrit est bon signe. Demandez comment la journée s'adapte aux poupons et aux plus grands.</p>
<h3>5. Combien de temps les enfants passent-ils dehors?</h3>
<p>Demandez où ils vont : la cour, le parc, la bibliothèque. Demandez comment se déroulent les promenades avec plusieurs tout-petits, et ce qui se passe quand il fait très froid ou très chaud.</p>
<h3>6. Que mangent les enfants?</h3>
<p>Demandez si les repas et les collations sont fournis, qui prépare les menus et comment sont gérés les allergies, les exigences religieuses et les petits mangeurs difficiles. Si votre enfant a une allergie alimentaire, demandez comment les allergènes sont tenus à l'écart dans la cuisine.</p>
<h3>7. Comment se passent les siestes?</h3>
<p>Demandez où dorment les enfants, comment on couche les bébés, à quelle fréquence on vérifie les enfants endormis et comment la responsable concilie l'horaire de votre enfant avec celui du groupe.</p>
<h3>8. Comment encadrez-vous le comportement?</h3>
<p>Demandez ce qui se passe quand un enfant mord, frappe ou refuse de collaborer. Les bonnes réponses parlent de réorienter l'enfant, de garder son calme et de travailler avec les parents. Les punitions physiques et l'humiliation ne sont jamais acceptables.</p>
<h2>Sécurité et santé</h2>
<h3>9. Que se passe-t-il en cas d'urgence?</h3>
<p>Informez-vous sur la formation en premiers soins et en réanimation pour nourrissons, le plan d'évacuation en cas d'incendie, l'endroit où sont rangés les médicaments et la personne qui prendrait le relais si la responsable ne pouvait soudainement plus poursuivre la journée. Regardez autour de vous : barrières dans l'escalier, prises électriques protégées, produits ménagers hors de portée, avertisseur de fumée fonctionnel.</p>
<h3>10. Quelle est votre politique en cas de maladie?</h3>
<p>Demandez quand un enfant malade doit rester à la maison, quand il peut revenir et si ces journées sont facturées. Vous aurez de toute façon besoin d'un plan de rechange pour les jours de maladie; connaître les règles tôt vous aidera.</p>
<h2>Argent et communication</h2>
<h3>11. Quels sont les tarifs, et que comprennent-ils?</h3>
<p>Renseignez-vous sur les tarifs quotidiens et mensuels, les dépôts, les frais de retard, les jours fériés, les vacances de la responsable et ce qui se passe quand vous êtes absent. Demandez une entente écrite et la politique d'annulation avant de vous engager.</p>
<h3>12. Comment resterons-nous en contact?</h3>
<p>Demandez comment vous serez informé de la journée de votre enfant, comment joindre la responsable pendant la journée et comment faire part d'une préoccupation. Une responsable qui accueille bien les questions pendant la visite les accueillera généralement bien par la suite.</p>
<h2>Après la visite</h2>
<p>Demandez les coordonnées de deux ou trois familles actuelles ou passées, et appelez-les. Fiez-vous ensuite à ce que vous avez observé : les enfants étaient-ils occupés et à l'aise? La responsable leur parlait-elle avec chaleur tout en discutant avec vous? Sur Kinderly, vous pouvez comparer les heures, les tarifs, les qualifications et les politiques des services de garde avant la visite, afin de consacrer celle-ci à ce qu'un profil ne peut pas montrer.</p>`;

export const howToChooseAHomeDaycare: DefaultBlogPost = {
  slug: 'how-to-choose-a-home-daycare',
  publishedAt: '2026-09-08T13:00:00.000Z',
  author: 'Kinderly',
  tags: ['parents', 'choosing-care'],
  title: {
    en: 'How to choose a home daycare: 12 questions to ask on the visit',
    fr: 'Choisir un service de garde en milieu familial : 12 questions à poser lors de la visite',
  },
  summary: {
    en: 'A visit shows what a profile cannot. Twelve questions about licensing, the daily routine, safety, fees and communication to bring with you.',
    fr: "Une visite montre ce qu'un profil ne peut pas montrer. Douze questions sur le permis, la routine, la sécurité, les tarifs et la communication à apporter avec vous.",
  },
  html: { en, fr },
};
