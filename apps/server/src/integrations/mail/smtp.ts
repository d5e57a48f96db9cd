import nodemailer, { type Transporter } from 'nodemailer';
import type { Mailer, MailMessage } from './index.ts';

export class SmtpMailer implements Mailer {
  readonly kind = 'smtp';
  private readonly transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
  }

  async send(message: MailMessage): Promise<void> {
    // html and text together make a multipart/alternative message.
    await this.transport.sendMail({ from: this.from, ...message });
  }

  close() {
    this.transport.close();
  }
}
