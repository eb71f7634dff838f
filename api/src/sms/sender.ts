import { maskPhone } from '../audit/events';
import type { SmsPurpose } from './purposes';

/** One SMS to send: the phone, why, the rendered text and the template parameter (the code). */
export interface SmsMessage {
  /** Mainland mobile number, 11 digits. */
  phone: string;
  purpose: SmsPurpose;
  /** The whole text as the person reads it (`【星衡时空】…`). */
  text: string;
  /** The code in the text, for gateways that send by template; null for a notice without one. */
  code: string | null;
}

/**
 * Where SMS go (docs/api.md "SMS codes"). A real gateway implements `send` and is passed to
 * `apiPlugin` as `smsSender`; it throws when the gateway refuses the message.
 */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

/** Options of `logSmsSender`. */
export interface LogSmsSenderOptions {
  /** Writes one line (default: the process's standard output). */
  write?: (line: string) => void;
  /**
   * Show the code in the line (default: unless `NODE_ENV` is `production`, where the code is
   * replaced by `******`: a production server without a gateway must not leak codes to its logs).
   */
  revealCode?: boolean;
}

/**
 * The local default sender, for a site without an SMS gateway (`npm start`): writes
 * `[短信] 138****8000 login：【星衡时空】…` to the server's output, so a person trying the site
 * reads the code there. Never used with a real gateway.
 */
export function logSmsSender(options: LogSmsSenderOptions = {}): SmsSender {
  const write = options.write ?? ((line: string) => void process.stdout.write(`${line}\n`));
  const reveal = options.revealCode ?? process.env.NODE_ENV !== 'production';
  return {
    send(message) {
      const text =
        reveal || message.code === null
          ? message.text
          : message.text.split(message.code).join('******');
      const note = reveal ? '' : '（未配置短信网关，短信未发出）';
      write(`[短信] ${maskPhone(message.phone)} ${message.purpose}：${text}${note}`);
      return Promise.resolve();
    },
  };
}

/** A message as the dev outbox lists it. */
export interface SmsOutboxEntry extends SmsMessage {
  /** When it was sent, ISO-8601 UTC. */
  sentAt: string;
}

/** How many messages the dev outbox keeps (the oldest go first). */
export const SMS_OUTBOX_SIZE = 200;

/**
 * The dev outbox (docs/api.md "SMS codes"): the last 200 messages, in memory, for tests to read
 * through `GET /api/dev/sms/outbox`. Exists only when the outbox setting is on.
 */
export class SmsOutbox {
  private readonly entries: SmsOutboxEntry[] = [];

  /** Keeps a sent message. */
  add(message: SmsMessage, sentAt: Date): void {
    this.entries.push({ ...message, sentAt: sentAt.toISOString() });
    if (this.entries.length > SMS_OUTBOX_SIZE) this.entries.shift();
  }

  /** The kept messages, newest first, only those to `phone` when given. */
  list(phone?: string): SmsOutboxEntry[] {
    return this.entries.filter((entry) => phone === undefined || entry.phone === phone).reverse();
  }
}

/** A sender that sends through `sender` and then keeps the message in `outbox`. */
export function withOutbox(sender: SmsSender, outbox: SmsOutbox, now: () => Date): SmsSender {
  return {
    async send(message) {
      await sender.send(message);
      outbox.add(message, now());
    },
  };
}
