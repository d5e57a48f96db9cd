import type { DefaultBlogPost } from '../types.ts';

const en = `<p>If your child has a severe allergy, handing them over to someone else is a real worry. A written anaphylaxis plan, prepared with your child's doctor and gone over in person with your provider, turns that worry into something everyone can act on. This article is general information: your child's doctor or allergist is the one who decides what goes into the plan.</p>
<h2>What anaphylaxis is</h2>
<p>Anaphylaxis is a severe allergic reaction that can affect several parts of the body at once and can become life-threatening within minutes. Common triggers in young children include foods such as peanuts, tree nuts, milk, eggs, sesame, fish and shellfish, as well as insect stings and some medications. Signs can include hives or swelling, trouble breathing, coughing or a hoarse voice, repeated vomiting, paleness, and sudden sleepiness or floppiness. Young children may not be able to describe what they feel, so the adults around them need to know the signs.</p>
<h2>What a good plan contains</h2>
<ul>
<li>A recent photo of your child and their name and date of birth.</li>
<li>The allergens to avoid, exactly as the doctor wrote them.</li>
<li>The signs of a reaction, from mild to severe, in plain words.</li>
<li>What to do, step by step, including when and how to give the epinephrine auto-injector, and the prescribed dose.</li>
<li>Emergency numbers: 911, then the parents and other emergency contacts, in order.</li>
<li>The doctor's signature and the date, and your consent for the provider to give the medication.</li>
</ul>
<p>Food Allergy Canada offers a free anaphylaxis emergency plan template that many families and doctors use.</p>
<h2>The emergency steps every caregiver should know</h2>
<p>Your child's plan comes first. In general, the steps are:</p>
<ol>
<li>Give epinephrine at the first signs of a severe reaction. Do not wait to see if it gets worse.</li>
<li>Call 911 and say that a child is having an anaphylactic reaction.</li>
<li>Keep the child lying down, or sitting if they are having trouble breathing. Do not let them stand up or walk suddenly.</li>
<li>Give a second dose if the symptoms do not improve or come back, as the plan says.</li>
<li>Call the parents. The child should go to the hospital even if they seem better.</li>
</ol>
<p>Antihistamines can ease hives and itching but do not stop anaphylaxis; they never replace epinephrine.</p>
<h2>Building the plan with your provider</h2>
<h3>Meet before the first day</h3>
<p>Go through the plan together, line by line. Show the provider how to use your child's auto-injector with a trainer device, and ask them to show you back. Ask who else may care for your child during the day, such as an assistant or a replacement, and make sure they are trained too.</p>
<h3>Agree on prevention</h3>
<ul>
<li><strong>Food.</strong> Will meals be prepared without the allergen, or will you send your child's food? How are labels read, and what happens with food brought by other families for birthdays?</li>
<li><strong>Hygiene.</strong> Handwashing before and after meals, and cleaning tables and toys. Hand sanitizer does not remove food proteins; soap and water do.</li>
<li><strong>Activities.</strong> Crafts and play dough can contain allergens such as wheat, nuts or egg.</li>
<li><strong>Outings.</strong> The auto-injector goes wherever your child goes: park, library, field trip.</li>
</ul>
<h3>Look after the medication</h3>
<p>Give the provider at least one auto-injector, labelled with your child's name. Ask your doctor whether a second one should be available. Store it at room temperature, in a place known to every adult but out of children's reach. Check the expiry date and put a reminder in your calendar to replace it.</p>
<h2>Keeping the plan alive</h2>
<p>Update the plan whenever your child's allergies, weight or prescription change, and at least once a year. Tell the provider at once about any reaction that happens at home. After any reaction at daycare, meet to review what happened and what to change.</p>
<p>On Kinderly, the child enrolment wizard has an allergy step and a health step with room for the allergens, the signs and symptoms of a reaction, and the procedure to follow during a reaction, an evacuation and a field trip. Providers you book with see this information, so it is there from the very first day. Keep it up to date, and bring the signed paper plan as well.</p>`;

const fr = `<p>Quand votre enfant a une allergie grave, le confier à quelqu'un d'autre est une vraie source d'inquiétude. Un plan d'urgence en cas d'anaphylaxie, préparé avec le médecin de votre enfant et revu en personne avec la responsable du service de garde, transforme cette inquiétude en gestes que tout le monde sait poser. Cet article donne de l'information générale : c'est le médecin ou l'allergologue de votre enfant qui décide du contenu du plan.</p>
<h2>Qu'est-ce que l'anaphylaxie?</h2>
<p>L'anaphylaxie est une réaction allergique grave qui peut toucher plusieurs parties du corps à la fois et mettre la vie en danger en quelques minutes. Chez les jeunes enfants, les déclencheurs courants comprennent des aliments comme les arachides, les noix, le lait, les œufs, le sésame, le poisson et les fruits de mer, de même que les piqûres d'insectes et certains médicaments. Les signes peuvent inclure de l'urticaire ou de l'enflure, de la difficulté à respirer, de la toux ou une voix rauque, des vomissements répétés, de la pâleur et une somnolence ou une mollesse soudaines. Les jeunes enfants ne savent pas toujours décrire ce qu'ils ressentent : les adultes autour d'eux doivent connaître les signes.</p>
<h2>Ce que contient un bon plan</h2>
<ul>
<li>Une photo récente de l'enfant, son nom et sa date de naissance.</li>
<li>Les allergènes à éviter, tels que le médecin les a inscrits.</li>
<li>Les signes d'une réaction, de légère à grave, en mots simples.</li>
<li>La marche à suivre, étape par étape, y compris quand et comment administrer l'auto-injecteur d'épinéphrine, et la dose prescrite.</li>
<li>Les numéros d'urgence : le 911, puis les parents et les autres personnes à joindre, dans l'ordre.</li>
<li>La signature du médecin et la date, ainsi que votre consentement pour que la responsable administre le médicament.</li>
</ul>
<p>Allergies Alimentaires Canada propose gratuitement un modèle de plan d'urgence en cas d'anaphylaxie, utilisé par de nombreuses familles et de nombreux médecins.</p>
<h2>Les gestes d'urgence que toute personne qui garde l'enfant doit connaître</h2>
<p>Le plan de votre enfant a priorité. En général, les étapes sont les suivantes :</p>
<ol>
<li>Administrer l'épinéphrine dès les premiers signes d'une réaction grave. Ne pas attendre de voir si la situation s'aggrave.</li>
<li>Appeler le 911 et préciser qu'un enfant fait une réaction anaphylactique.</li>
<li>Garder l'enfant allongé, ou assis s'il a de la difficulté à respirer. Ne pas le laisser se lever ou marcher brusquement.</li>
<li>Administrer une deuxième dose si les symptômes ne s'améliorent pas ou reviennent, comme le prévoit le plan.</li>
<li>Appeler les parents. L'enfant doit aller à l'hôpital même s'il semble aller mieux.</li>
</ol>
<p>Les antihistaminiques peuvent soulager l'urticaire et les démangeaisons, mais ils n'arrêtent pas l'anaphylaxie; ils ne remplacent jamais l'épinéphrine.</p>
<h2>Bâtir le plan avec la responsable</h2>
<h3>Rencontrez-vous avant la première journée</h3>
<p>Passez le plan en revue ensemble, ligne par ligne. Montrez à la responsable comment utiliser l'auto-injecteur de votre enfant avec un dispositif d'entraînement, et demandez-lui de vous refaire la démonstration. Demandez qui d'autre pourrait s'occuper de votre enfant pendant la journée, comme une assistante ou une remplaçante, et assurez-vous qu'elle est formée elle aussi.</p>
<h3>Entendez-vous sur la prévention</h3>
<ul>
<li><strong>L'alimentation.</strong> Les repas seront-ils préparés sans l'allergène, ou enverrez-vous la nourriture de votre enfant? Comment les étiquettes sont-elles lues, et que fait-on des aliments apportés par d'autres familles pour les anniversaires?</li>
<li><strong>L'hygiène.</strong> Lavage des mains avant et après les repas, nettoyage des tables et des jouets. Le désinfectant pour les mains n'élimine pas les protéines alimentaires; l'eau et le savon, oui.</li>
<li><strong>Les activités.</strong> Le bricolage et la pâte à modeler peuvent contenir des allergènes comme le blé, les noix ou les œufs.</li>
<li><strong>Les sorties.</strong> L'auto-injecteur suit votre enfant partout : au parc, à la bibliothèque, en sortie éducative.</li>
</ul>
<h3>Veillez au médicament</h3>
<p>Remettez à la responsable au moins un auto-injecteur identifié au nom de votre enfant. Demandez à votre médecin s'il en faut un deuxième. Il doit être conservé à la température ambiante, dans un endroit connu de tous les adultes mais hors de la portée des enfants. Vérifiez la date d'expiration et inscrivez un rappel à votre agenda pour le remplacer.</p>
<h2>Garder le plan à jour</h2>
<p>Mettez le plan à jour chaque fois que les allergies, le poids ou l'ordonnance de votre enfant changent, et au moins une fois par année. Informez immédiatement la responsable de toute réaction survenue à la maison. Après une réaction au service de garde, rencontrez-vous pour revoir ce qui s'est passé et ce qu'il faut changer.</p>
<p>Sur Kinderly, l'assistant d'inscription de l'enfant comporte une étape sur les allergies et une étape sur la santé, où vous pouvez inscrire les allergènes, les signes et symptômes d'une réaction et la marche à suivre en cas de réaction, d'évacuation et de sortie éducative. Les services de garde auprès desquels vous réservez voient ces renseignements dès la première journée. Tenez-les à jour, et apportez aussi le plan papier signé.</p>`;

export const allergiesAndDaycareAnaphylaxisPlan: DefaultBlogPost = {
  slug: 'allergies-and-daycare-anaphylaxis-plan',
  publishedAt: '2026-11-03T14:00:00.000Z',
  author: 'Kinderly',
  tags: ['parents', 'providers', 'health'],
  title: {
    en: 'Allergies and daycare: building an anaphylaxis plan with your provider',
    fr: 'Allergies et service de garde : bâtir un plan d’urgence en cas d’anaphylaxie avec la responsable',
  },
  summary: {
    en: 'What a written anaphylaxis plan should contain, the emergency steps every caregiver must know, and how to agree on prevention with your provider.',
    fr: "Ce que doit contenir un plan d'urgence écrit, les gestes que toute personne qui garde l'enfant doit connaître et comment vous entendre sur la prévention avec la responsable.",
  },
  html: { en, fr },
};
