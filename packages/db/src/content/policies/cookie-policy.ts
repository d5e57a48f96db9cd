import { POLICY_IDS, POLICY_SLUGS } from '@kinderly/shared';
import type { DefaultPolicy } from '../types.ts';

const en = `<h2>In short</h2>
<p>Kinderly does not use tracking cookies, advertising cookies or third-party analytics. We keep only what the application needs to work, and we keep it in your browser's local storage.</p>
<h2>What we store in your browser</h2>
<table>
<thead>
<tr><th scope="col">What</th><th scope="col">Why</th><th scope="col">How long</th></tr>
</thead>
<tbody>
<tr><td>Session tokens (access token, its expiry and refresh token)</td><td>Keep you signed in and prove who you are on each request.</td><td>Until you sign out; a session that is not used ends by itself.</td></tr>
<tr><td>Language</td><td>Show Kinderly in English or French, as you chose.</td><td>Until you change it or clear your browser data.</td></tr>
<tr><td>Waitlist selections</td><td>Remember the choices you made in the waitlist steps (distance, start date, types of care, days and times, payment options) until you confirm them.</td><td>Until you confirm or clear the waitlist.</td></tr>
<tr><td>Referral token</td><td>Credit the person who invited you, when you arrive through an invitation link.</td><td>Until you register.</td></tr>
</tbody>
</table>
<p>These items are strictly necessary: without them you could not sign in, keep your language or finish a waitlist request. They are not shared with anyone and are not used to follow you on other websites.</p>
<h2>Page views</h2>
<p>To learn which pages are used, the application tells our own server which page you opened. This does not use a cookie and we do not store your IP address with it. Our <a href="/privacy-policy">privacy policy</a> explains what we keep.</p>
<h2>Card payments and maps</h2>
<p>When you add a card or pay, the payment form is provided by our card payment processor, which may set its own cookies that it needs to process the payment and prevent fraud. Those cookies are governed by the processor's own policy. Map images are loaded from a map tile server, which receives the usual technical information of any web request, such as your IP address. Kinderly does not use it to track you.</p>
<h2>Your choices</h2>
<p>You can clear Kinderly's data at any time by signing out and clearing your browser's site data. You will then be signed out and your language and waitlist selections will be forgotten. Because we do not use optional cookies, there is nothing to accept or refuse.</p>
<h2>Contact</h2>
<p>Questions about this policy: <a href="mailto:privacy@kinderly.example">privacy@kinderly.example</a>.</p>`;

const fr = `<h2>En bref</h2>
<p>Kinderly n'utilise pas de témoins (cookies) de suivi, de témoins publicitaires ni d'outils d'analyse de tiers. Nous conservons uniquement ce dont l'application a besoin pour fonctionner, dans le stockage local de votre navigateur.</p>
<h2>Ce que nous conservons dans votre navigateur</h2>
<table>
<thead>
<tr><th scope="col">Quoi</th><th scope="col">Pourquoi</th><th scope="col">Durée</th></tr>
</thead>
<tbody>
<tr><td>Jetons de session (jeton d'accès, son expiration et jeton d'actualisation)</td><td>Vous garder connecté et prouver votre identité à chaque requête.</td><td>Jusqu'à la déconnexion; une session inutilisée prend fin d'elle-même.</td></tr>
<tr><td>Langue</td><td>Afficher Kinderly en français ou en anglais, selon votre choix.</td><td>Jusqu'à ce que vous la changiez ou effaciez les données du navigateur.</td></tr>
<tr><td>Choix de liste d'attente</td><td>Retenir les choix faits aux étapes de la liste d'attente (distance, date de début, types de garde, jours et heures, modes de paiement) jusqu'à leur confirmation.</td><td>Jusqu'à la confirmation ou l'effacement de la demande.</td></tr>
<tr><td>Jeton de parrainage</td><td>Attribuer votre inscription à la personne qui vous a invité, lorsque vous arrivez par un lien d'invitation.</td><td>Jusqu'à votre inscription.</td></tr>
</tbody>
</table>
<p>Ces éléments sont strictement nécessaires : sans eux, vous ne pourriez pas vous connecter, conserver votre langue ou terminer une demande de liste d'attente. Ils ne sont communiqués à personne et ne servent pas à vous suivre sur d'autres sites.</p>
<h2>Pages consultées</h2>
<p>Pour savoir quelles pages sont utilisées, l'application indique à notre propre serveur quelle page vous avez ouverte. Aucun témoin n'est utilisé et nous n'enregistrons pas votre adresse IP. Notre <a href="/privacy-policy">politique de confidentialité</a> explique ce que nous conservons.</p>
<h2>Paiements par carte et cartes géographiques</h2>
<p>Lorsque vous ajoutez une carte ou effectuez un paiement, le formulaire de paiement est fourni par notre processeur de paiement, qui peut déposer ses propres témoins, nécessaires au traitement du paiement et à la prévention de la fraude. Ces témoins sont régis par la politique du processeur. Les images des cartes géographiques proviennent d'un serveur de tuiles, qui reçoit les renseignements techniques habituels de toute requête Web, comme votre adresse IP. Kinderly ne s'en sert pas pour vous suivre.</p>
<h2>Vos choix</h2>
<p>Vous pouvez effacer en tout temps les données de Kinderly en vous déconnectant et en effaçant les données du site dans votre navigateur. Vous serez alors déconnecté, et votre langue et vos choix de liste d'attente seront oubliés. Comme nous n'utilisons aucun témoin facultatif, il n'y a rien à accepter ni à refuser.</p>
<h2>Nous joindre</h2>
<p>Pour toute question sur la présente politique : <a href="mailto:privacy@kinderly.example">privacy@kinderly.example</a>.</p>`;

export const cookiePolicy: DefaultPolicy = {
  id: POLICY_IDS.cookiePolicy,
  slug: POLICY_SLUGS[POLICY_IDS.cookiePolicy],
  title: { en: 'Cookie policy', fr: 'Politique relative aux témoins' },
  html: { en, fr },
};
