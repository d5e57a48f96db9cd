import type { LocalizedText } from '@kinderly/db';

/** The words of a "chat.message" notification, in both languages (rendered once, ADR 029). */

/** A provider with no business name yet, as the chat list would call them. */
const UNNAMED: LocalizedText = { en: 'your childcare provider', fr: 'votre service de garde' };

/**
 * Says how many messages wait and from whom, never what they say: the mail and the push leave our servers, the
 * conversation stays in the app.
 */
export function messageNoticeWords(
  senderName: string | null,
  unread: number,
): { title: LocalizedText; body: LocalizedText; action: LocalizedText } {
  const name = { en: senderName ?? UNNAMED.en, fr: senderName ?? UNNAMED.fr };
  const one = unread === 1;
  return {
    title: {
      en: `${one ? 'New message' : 'New messages'} from ${name.en}`,
      // "{name} vous a écrit" needs no elision of "de" before a vowel.
      fr: `${senderName ?? 'Votre service de garde'} vous a écrit`,
    },
    body: {
      en: `${unread} unread ${one ? 'message' : 'messages'} in your conversation with ${name.en}.`,
      fr: `${unread} ${one ? 'message non lu' : 'messages non lus'} dans votre conversation avec ${name.fr}.`,
    },
    action: { en: 'Open the conversation', fr: 'Ouvrir la conversation' },
  };
}
