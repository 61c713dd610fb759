// How messages leave the platform. A provider carries one channel's messages to the outside world;
// the outbox service picks one per message and records every message whichever provider carried it.
import { createTransport, type Transporter } from 'nodemailer';

export type MessageChannel = 'sms' | 'email';

export type OutboundMessage = {
  channel: MessageChannel;
  /** An E.164 phone number for SMS, an e-mail address for e-mail. */
  recipient: string;
  /** E-mail only. */
  subject?: string;
  body: string;
};

export interface MessageProvider {
  /** Stored with each message, so that the operator sees which provider carried it. */
  readonly name: string;
  /** Hands the message over; rejects when the provider refuses it. */
  send(message: OutboundMessage): Promise<void>;
}

/**
 * The built-in provider: the message goes nowhere but the outbox table, where the operator (GET
 * /api/operator/outbox) and the tests read it. SMS always uses it for now: a real SMS gateway
 * adapter (an HTTP call to the carrier's API, with its own retries) is another MessageProvider
 * chosen in createOutboxService, and needs nothing else changed.
 */
export const recordingProvider: MessageProvider = {
  name: 'outbox',
  async send() {},
};

export const DEFAULT_SMTP_FROM = 'Playdeck <no-reply@localhost>';

/** E-mail through an SMTP server named by a URL (smtp://user:pass@host:587, smtps://…:465). */
export class SmtpEmailProvider implements MessageProvider {
  readonly name = 'smtp';
  private readonly transporter: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string = DEFAULT_SMTP_FROM,
  ) {
    // nodemailer waits minutes by default; a request that sends mail must not hang that long.
    this.transporter = createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
  }

  async send(message: OutboundMessage): Promise<void> {
    if (message.channel !== 'email') throw new Error(`SmtpEmailProvider cannot send ${message.channel}`);
    await this.transporter.sendMail({
      from: this.from,
      to: message.recipient,
      subject: message.subject ?? '',
      text: message.body,
    });
  }
}
