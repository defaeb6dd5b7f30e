import { z } from 'zod';
import { isCalendarDateTime } from './calendar.js';

/**
 * POST /api/ussd (added): Africa's Talking's USSD callback, form-encoded. `text` is every input of
 * the session so far joined by `*` (empty on the first screen). The reply is text/plain starting
 * with `CON ` (the session goes on) or `END ` (it closes).
 */
export const UssdCallbackRequest = z.object({
  sessionId: z.string().min(1).max(100),
  serviceCode: z.string().min(1).max(40),
  phoneNumber: z.string().min(1).max(20),
  networkCode: z.string().max(20).optional(),
  text: z.string().max(1000).default(''),
});
export type UssdCallbackRequest = z.infer<typeof UssdCallbackRequest>;

/** The operator's secret on both callbacks: ?key=… (USSD_CALLBACK_KEY). */
export const ChannelCallbackQuery = z.object({ key: z.string().max(200).optional() });

/** POST /api/sms (added): Africa's Talking's incoming-message callback, form-encoded. */
export const SmsCallbackRequest = z.object({
  from: z.string().min(1).max(20),
  to: z.string().max(20).optional(),
  text: z.string().max(1600).default(''),
  /** When the operator received the message, "2026-11-27 10:00:00" (kept in no table). */
  date: z
    .string()
    .max(40)
    .refine(
      (text) => isCalendarDateTime(text) && text.slice(0, 4) >= '2000',
      'contracts.smsDateFormat',
    )
    .optional(),
  id: z.string().max(100).optional(),
  linkId: z.string().max(100).optional(),
  networkCode: z.string().max(20).optional(),
});
export type SmsCallbackRequest = z.infer<typeof SmsCallbackRequest>;

/** PUT /api/user/voting-pin (added): the 4-digit PIN that confirms a ballot cast by USSD. */
export const VotingPinRequest = z.object({
  pin: z.string().regex(/^\d{4}$/, 'contracts.votingPinExactly4'),
});
export type VotingPinRequest = z.infer<typeof VotingPinRequest>;
