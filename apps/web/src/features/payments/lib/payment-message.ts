import { useTranslation } from 'react-i18next';
import { PAYMENT_MESSAGES } from '@kinderly/shared';

type MessageKey = keyof typeof PAYMENT_MESSAGES;

// The shared schemas and the server speak English; each payments text has a catalogue key.
const KEYS = new Map<string, MessageKey>(
  (Object.entries(PAYMENT_MESSAGES) as [MessageKey, string][]).map(([key, text]) => [text, key]),
);

/** Translates a validation or decline message from the shared schemas or the server when it is a known one. */
export function usePaymentMessage() {
  const { t } = useTranslation('payments');
  return (message: string | undefined): string | undefined => {
    if (!message) return undefined;
    const key = KEYS.get(message);
    return key ? t(`messages.${key}`) : message;
  };
}
