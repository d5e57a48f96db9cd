import type { OpsMessenger } from './index.ts';

const TIMEOUT_MS = 5000;

/** Telegram's Bot API `sendMessage` to one chat (https://core.telegram.org/bots/api#sendmessage). */
export class TelegramMessenger implements OpsMessenger {
  readonly kind = 'telegram';
  private readonly url: string;

  constructor(private readonly options: { apiUrl: string; token: string; chatId: string }) {
    this.url = `${options.apiUrl.replace(/\/+$/, '')}/bot${options.token}/sendMessage`;
  }

  async send(text: string): Promise<boolean> {
    const response = await fetch(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // Plain text (no parse_mode): nothing in a message can be taken for markup.
      body: JSON.stringify({ chat_id: this.options.chatId, text, disable_web_page_preview: true }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const answer = (await response.json().catch(() => null)) as { ok?: boolean; description?: string } | null;
    // The token is part of the URL: errors name the status and Telegram's description, never the URL.
    if (!response.ok || answer?.ok !== true) {
      throw new Error(`Telegram sendMessage failed: ${response.status} ${answer?.description ?? ''}`.trim());
    }
    return true;
  }
}
