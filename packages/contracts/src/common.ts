import { z } from 'zod';

/** Every error the API sends: spec clients read `message`; `code` is for programs. */
export const ErrorResponse = z.object({
  message: z.string(),
  code: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;

/** The `:id` of a row in a path: a positive integer that fits PostgreSQL's int. */
export const RowIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** GET /api/config: the browser's allow-listed configuration, never a secret. */
export const PublicConfigResponse = z.object({
  appName: z.string(),
  companyName: z.string(),
  contactEmail: z.string().nullable(),
  androidAppUrl: z.string().nullable(),
  iosAppUrl: z.string().nullable(),
  /** Provider sign-in the operator has configured; the browser offers only these. */
  signInProviders: z.array(z.enum(['google', 'apple'])),
  /** The USSD code feature phones dial (Africa's Talking service code). */
  ussdServiceCode: z.string(),
  /** Added: days an account never verified may stay idle before it is erased. */
  retentionUnverifiedDays: z.number().int(),
  /** Added: days a question to the assistant is kept. */
  retentionChatDays: z.number().int(),
});
export type PublicConfigResponse = z.infer<typeof PublicConfigResponse>;
