import { outboxDisplayPath, writeOutboxFile } from '../outbox.js';
import { SmsDeliveryError, type SmsSender } from './sms-types.js';
import { createTermiiSender } from './termii.js';

export { SmsDeliveryError, type SmsSender };

export interface SmsOptions {
  outboxDir: string;
  termii?: { apiKey: string; senderId: string; baseUrl: string };
  log: (msg: string) => void;
}

const e164 = /^\+[1-9]\d{6,14}$/;

function createOutboxSender(options: SmsOptions): SmsSender {
  return {
    async send(toE164, text) {
      const record = { to: toE164, text, sent_at: new Date().toISOString() };
      const file = await writeOutboxFile(
        options.outboxDir,
        'json',
        `${JSON.stringify(record, null, 2)}\n`,
      );
      options.log(`sms: written to ${outboxDisplayPath(file)}`);
    },
  };
}

/** Termii when its settings are given; otherwise each message becomes a JSON file in outboxDir. */
export function createSmsSender(options: SmsOptions): SmsSender {
  const sender = options.termii
    ? createTermiiSender(options.termii, options.log)
    : createOutboxSender(options);
  return {
    async send(toE164, text) {
      if (!e164.test(toE164)) throw new SmsDeliveryError('SMS recipient is not an E.164 number');
      await sender.send(toE164, text);
    },
  };
}
