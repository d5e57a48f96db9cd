import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { LogMessenger } from './log.ts';
import { TelegramMessenger } from './telegram.ts';

/** The one way the server sends a text to the people who run it (the operations chat). */
export interface OpsMessenger {
  readonly kind: 'telegram' | 'log';
  /** True when the text reached the chat; false when it was only logged. Throws when the chat service failed. */
  send(text: string): Promise<boolean>;
}

type MessengerConfig = Pick<Config, 'TELEGRAM_BOT_TOKEN' | 'TELEGRAM_CHAT_ID' | 'TELEGRAM_API_URL'>;

/** Telegram's Bot API when both TELEGRAM_BOT_TOKEN and TELEGRAM_CHAT_ID are set; otherwise the server log. */
export function createOpsMessenger(config: MessengerConfig, log: FastifyBaseLogger): OpsMessenger {
  const { TELEGRAM_BOT_TOKEN: token, TELEGRAM_CHAT_ID: chatId } = config;
  return token && chatId
    ? new TelegramMessenger({ apiUrl: config.TELEGRAM_API_URL, token, chatId })
    : new LogMessenger(log);
}

export { LogMessenger } from './log.ts';
export { TelegramMessenger } from './telegram.ts';
