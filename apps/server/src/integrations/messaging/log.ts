import type { FastifyBaseLogger } from 'fastify';
import type { OpsMessenger } from './index.ts';

/** Without Telegram: the text goes to the server log at warn level, where an operator's log alerts can see it. */
export class LogMessenger implements OpsMessenger {
  readonly kind = 'log';
  constructor(private readonly log: FastifyBaseLogger) {}

  async send(text: string): Promise<boolean> {
    this.log.warn({ opsMessage: text }, 'operations message (Telegram is not configured)');
    return false;
  }
}
