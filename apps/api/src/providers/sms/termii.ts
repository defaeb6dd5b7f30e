import { SmsDeliveryError, type SmsSender } from './sms-types.js';

export interface TermiiOptions {
  apiKey: string;
  senderId: string;
  /** For example https://v3.api.termii.com (the base URL shown in the Termii dashboard). */
  baseUrl: string;
}

const timeoutMs = 10_000;

// Only a timeout or an error code such as ECONNREFUSED; the error itself is not attached as a
// cause because log serializers print causes in full.
function networkReason(error: unknown): string {
  if (!(error instanceof Error)) return 'network failure';
  if (error.name === 'TimeoutError') return `timed out after ${timeoutMs / 1000} s`;
  const cause: unknown = error.cause;
  const code =
    typeof cause === 'object' && cause !== null && 'code' in cause ? cause.code : undefined;
  return typeof code === 'string' && /^[A-Z_]+$/.test(code)
    ? `network failure (${code})`
    : 'network failure';
}

/** Termii's Send Message API: https://developers.termii.com/messaging-api */
export function createTermiiSender(options: TermiiOptions, log: (msg: string) => void): SmsSender {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/api/sms/send`;
  return {
    async send(toE164, text) {
      const body = {
        to: toE164.replace(/^\+/, ''),
        from: options.senderId,
        sms: text,
        type: 'plain',
        channel: 'generic',
        api_key: options.apiKey,
      };
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new SmsDeliveryError(`Termii request failed: ${networkReason(error)}`);
      }
      // Error bodies are not a documented shape and may quote the request: report only the status.
      const answer: unknown = await response.json().catch(() => undefined);
      if (!response.ok) throw new SmsDeliveryError(`Termii answered HTTP ${response.status}`);
      const messageId =
        typeof answer === 'object' && answer !== null && 'message_id' in answer
          ? String(answer.message_id)
          : 'unknown';
      log(`sms: sent via Termii (message_id ${messageId})`);
    },
  };
}
