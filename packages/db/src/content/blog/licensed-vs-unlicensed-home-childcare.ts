import type { DefaultBlogPost } from '../types.ts';

const en = `<p>When you search for home childcare, you will see two kinds of providers: licensed (in Quebec, “recognized”) and unlicensed. Both can offer warm, safe, excellent care. The difference lies in who checks the care, what it costs you and what help is available. This article explains the general picture in Ontario and Quebec. Rules change, so always confirm the details with the provincial ministry before you decide.</p>
<h2>Ontario</h2>
<p>Childcare in Ontario is governed by provincial legislation, the <em>Child Care and Early Years Act, 2014</em>, and overseen by the Ministry of Education.</p>
<h3>Licensed home childcare</h3>
<p>A licensed home childcare provider works under contract with a licensed home childcare agency. The agency, not the individual provider, holds the licence. Agency staff visit the home regularly, check that it meets provincial requirements and support the provider. Agencies must meet standards on matters such as the number and ages of children, health and safety, and background checks.</p>
<p>Licensed care is also the door to public help with fees. Fee subsidies, managed by municipalities, and the reduced fees of the Canada-wide early learning and child care system apply to licensed programs, and only to those that take part.</p>
<h3>Unlicensed home childcare</h3>
<p>Unlicensed home childcare is legal in Ontario, but the law limits how many children an unlicensed provider may care for and of what ages, and requires the provider to tell parents in writing that they are not licensed. No agency visits the home. You are the one who checks the space, the references and the provider's background.</p>
<h2>Quebec</h2>
<p>In Quebec, educational childcare falls under the <em>Educational Childcare Act</em>, and the Ministère de la Famille is responsible for it.</p>
<h3>Recognized home childcare</h3>
<p>A recognized home childcare provider is recognized by a coordinating office (bureau coordonnateur de la garde en milieu familial), which checks that the provider and the home meet the requirements, supports the provider and follows up on complaints. Many recognized providers offer subsidized places, where parents pay the reduced contribution set by the government.</p>
<h3>Non-recognized home childcare</h3>
<p>A person who is not recognized may still offer home childcare, but the law strictly limits the number of children they may receive. These places are not subsidized. Depending on your situation, your childcare expenses may then qualify for a tax credit; Revenu Québec explains the conditions and the receipts you need.</p>
<h2>What it means for you</h2>
<ul>
<li><strong>Oversight.</strong> With licensed or recognized care, someone other than you checks the home and the provider regularly. With unlicensed care, you carry that responsibility alone, so your visit and your reference calls matter even more.</li>
<li><strong>Cost.</strong> Subsidized and reduced-fee places are only available in licensed or recognized care. Unlicensed providers set their own prices.</li>
<li><strong>Flexibility.</strong> Unlicensed providers are sometimes more flexible about hours, part-time schedules or short notice, and some have spots when licensed programs are full.</li>
<li><strong>Complaints.</strong> With licensed or recognized care, you can raise a serious concern with the agency, the coordinating office or the ministry. With unlicensed care, the ministry can still act if it learns that a provider is over the legal limits or that a child is at risk.</li>
</ul>
<h2>Checking a provider's status</h2>
<p>Ask the provider directly which kind of care they offer and, for licensed or recognized care, the name of their agency or coordinating office. Then confirm it. In Ontario, the province publishes information about licensed programs on its website; in Quebec, the Ministère de la Famille and the coordinating offices can confirm a recognition.</p>
<p>On Kinderly, providers state whether they are licensed, and you can filter search results by licensed and unlicensed care. That is a starting point: use it to make your list, then verify before you sign anything.</p>
<h2>Any kind of care: the same good questions</h2>
<p>Licensing does not replace your own judgment. Whatever the provider's status, visit, ask about the daily routine, emergencies, illness and fees, and call other families. A provider who is proud of their work will be glad you asked.</p>`;

const fr = `<p>Lorsque vous cherchez un service de garde en milieu familial, vous trouvez deux catégories de responsables : ceux qui sont reconnus (en Ontario, « agréés ») et ceux qui ne le sont pas. Les deux peuvent offrir une garde chaleureuse, sûre et de grande qualité. La différence tient à qui surveille la garde, à ce qu'elle vous coûte et à l'aide offerte. Cet article présente le portrait général en Ontario et au Québec. Les règles évoluent : confirmez toujours les détails auprès du ministère de votre province avant de prendre une décision.</p>
<h2>Au Québec</h2>
<p>Au Québec, les services de garde éducatifs à l'enfance sont encadrés par la <em>Loi sur les services de garde éducatifs à l'enfance</em>, sous la responsabilité du ministère de la Famille.</p>
<h3>La garde en milieu familial reconnue</h3>
<p>Une responsable d'un service de garde en milieu familial reconnue l'est par un bureau coordonnateur de la garde en milieu familial. Celui-ci vérifie que la personne et la résidence respectent les exigences, la soutient et assure le suivi des plaintes. Bon nombre de responsables reconnues offrent des places subventionnées, pour lesquelles les parents paient la contribution réduite fixée par le gouvernement.</p>
<h3>La garde en milieu familial non reconnue</h3>
<p>Une personne non reconnue peut tout de même offrir de la garde à la maison, mais la loi limite strictement le nombre d'enfants qu'elle peut recevoir. Ces places ne sont pas subventionnées. Selon votre situation, vos frais de garde peuvent alors donner droit à un crédit d'impôt; Revenu Québec en explique les conditions et les reçus nécessaires.</p>
<h2>En Ontario</h2>
<p>En Ontario, la garde d'enfants est régie par une loi provinciale, la <em>Loi de 2014 sur la garde d'enfants et la petite enfance</em>, sous la responsabilité du ministère de l'Éducation.</p>
<h3>La garde en milieu familial agréée</h3>
<p>Une responsable agréée travaille sous contrat avec une agence de services de garde en milieu familial agréée. C'est l'agence, et non la responsable, qui détient le permis. Le personnel de l'agence visite régulièrement la résidence, vérifie qu'elle respecte les exigences provinciales et soutient la responsable. Les agences doivent respecter des normes sur le nombre et l'âge des enfants, la santé et la sécurité, et la vérification des antécédents.</p>
<p>La garde agréée donne aussi accès à l'aide publique. Les subventions pour frais de garde, gérées par les municipalités, et les frais réduits du système pancanadien d'apprentissage et de garde des jeunes enfants s'appliquent aux programmes agréés, et seulement à ceux qui y participent.</p>
<h3>La garde en milieu familial non agréée</h3>
<p>La garde non agréée est légale en Ontario, mais la loi limite le nombre et l'âge des enfants qu'une responsable non agréée peut garder, et l'oblige à informer les parents par écrit qu'elle n'est pas agréée. Aucune agence ne visite la résidence : c'est à vous de vérifier les lieux, les références et les antécédents.</p>
<h2>Ce que cela change pour vous</h2>
<ul>
<li><strong>La surveillance.</strong> Avec une garde reconnue ou agréée, quelqu'un d'autre que vous vérifie régulièrement le milieu et la responsable. Avec une garde non reconnue, cette responsabilité vous revient entièrement : votre visite et vos appels aux références comptent d'autant plus.</li>
<li><strong>Le coût.</strong> Les places subventionnées ou à frais réduits n'existent qu'en milieu reconnu ou agréé. Les responsables non reconnues fixent elles-mêmes leurs tarifs.</li>
<li><strong>La souplesse.</strong> Les responsables non reconnues offrent parfois plus de souplesse sur les heures, la garde à temps partiel ou les demandes de dernière minute, et certaines ont des places quand les milieux reconnus sont complets.</li>
<li><strong>Les plaintes.</strong> Avec une garde reconnue ou agréée, vous pouvez signaler un problème sérieux au bureau coordonnateur, à l'agence ou au ministère. Avec une garde non reconnue, le ministère peut tout de même intervenir s'il apprend qu'une responsable dépasse les limites permises ou qu'un enfant est en danger.</li>
</ul>
<h2>Vérifier le statut d'une responsable</h2>
<p>Demandez directement à la responsable quel type de garde elle offre et, s'il s'agit d'une garde reconnue ou agréée, le nom de son bureau coordonnateur ou de son agence. Puis confirmez-le. Au Québec, le ministère de la Famille et les bureaux coordonnateurs peuvent confirmer une reconnaissance; en Ontario, la province publie sur son site Web des renseignements sur les programmes agréés.</p>
<p>Sur Kinderly, les responsables indiquent si elles sont reconnues, et vous pouvez filtrer les résultats entre garde reconnue et non reconnue. C'est un point de départ : servez-vous-en pour dresser votre liste, puis vérifiez avant de signer quoi que ce soit.</p>
<h2>Quel que soit le type de garde, les mêmes bonnes questions</h2>
<p>Le statut ne remplace pas votre jugement. Quelle que soit la situation de la responsable, visitez le milieu, posez des questions sur la routine, les urgences, la maladie et les tarifs, et appelez d'autres familles. Une responsable fière de son travail sera contente que vous posiez ces questions.</p>`;

export const licensedVsUnlicensedHomeChildcare: DefaultBlogPost = {
  slug: 'licensed-vs-unlicensed-home-childcare-ontario-quebec',
  publishedAt: '2026-09-22T13:00:00.000Z',
  author: 'Kinderly',
  tags: ['parents', 'providers', 'ontario', 'quebec'],
  title: {
    en: 'Licensed vs unlicensed home childcare in Ontario and Quebec: what it means for you',
    fr: 'Garde en milieu familial reconnue ou non, au Québec et en Ontario : ce que ça change pour vous',
  },
  summary: {
    en: 'Who checks the care, what it costs and where to turn if something goes wrong: the general picture in Ontario and Quebec, and how to verify a provider.',
    fr: "Qui surveille la garde, combien elle coûte et vers qui vous tourner en cas de problème : le portrait général au Québec et en Ontario, et comment vérifier le statut d'une responsable.",
  },
  html: { en, fr },
};
