/** The message could not be handed over; its text never holds the number or an API key. */
export class SmsDeliveryError extends Error {
  override name = 'SmsDeliveryError';
}

export interface SmsSender {
  send(toE164: string, text: string): Promise<void>;
}
