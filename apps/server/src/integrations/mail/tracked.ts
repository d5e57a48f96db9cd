import type { MailMessage, Mailer } from './index.ts';

/**
 * Remembers deliveries still under way, so a caller may send without waiting (the answer must not be
 * slower when an address has an account) while shutdown and tests can still wait for every mail.
 */
export class TrackedMailer implements Mailer {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly inner: Mailer) {}

  get kind(): string {
    return this.inner.kind;
  }

  send(message: MailMessage): Promise<void> {
    const delivery = this.inner.send(message);
    const settled = delivery.then(
      () => undefined,
      () => undefined,
    );
    this.pending.add(settled);
    void settled.then(() => this.pending.delete(settled));
    return delivery;
  }

  /** Resolves when every delivery started so far has finished, well or not. */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  async close(): Promise<void> {
    await this.idle();
    await this.inner.close?.();
  }
}
