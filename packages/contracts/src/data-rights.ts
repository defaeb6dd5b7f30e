import { z } from 'zod';
import { PersonName } from './accounts.js';

const time = z.string();

/** GET /api/user/sessions (added): the devices logged in to the account. */
export const SessionSummary = z.object({
  id: z.string(),
  created_at: time,
  expires_at: time,
  revoked_at: time.nullable(),
  /** "Chrome on Android", when the browser said. */
  device: z.string().nullable(),
  current: z.boolean(),
});
export type SessionSummary = z.infer<typeof SessionSummary>;

export const SessionsResponse = z.object({ sessions: z.array(SessionSummary) });
export type SessionsResponse = z.infer<typeof SessionsResponse>;

/** POST /api/user/sessions/revoke-others (added). */
export const RevokeOthersResponse = z.object({ message: z.string(), revoked: z.number().int() });
export type RevokeOthersResponse = z.infer<typeof RevokeOthersResponse>;

/** DELETE /api/user/chat-history (added): how many entries were erased. */
export const ChatErasedResponse = z.object({ message: z.string(), deleted: z.number().int() });
export type ChatErasedResponse = z.infer<typeof ChatErasedResponse>;

/** PUT /api/user/name (added). */
export const NameRequest = z.object({ name: PersonName });
export type NameRequest = z.infer<typeof NameRequest>;

/** PUT /api/user/email (added): the new address takes effect once its link is opened. */
export const EmailChangeRequest = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'contracts.emailRequired')
    .max(254)
    .pipe(z.email('contracts.enterValidEmailAddress')),
});
export type EmailChangeRequest = z.infer<typeof EmailChangeRequest>;

/**
 * PUT /api/user/phone (added): the phone on record for the citizen's NIN; the first call sends a
 * code to it, the second (with the code) saves it.
 */
export const PhoneChangeRequest = z.object({
  phone_number: z.string().trim().min(1, 'contracts.phoneNumberRequired').max(20),
  two_factor_code: z
    .string()
    .trim()
    .max(12)
    .optional()
    .nullable()
    .transform((v) => (v ? v : undefined)),
});
export type PhoneChangeRequest = z.infer<typeof PhoneChangeRequest>;

/** One reading of a citizen's personal data, as their export shows it. */
export const DataReadEntry = z.object({
  at: time,
  what: z.enum(['data_export', 'poll_results_csv', 'faq_source_questions', 'answer_report_queue']),
  /** Who read it: "you", or an administrator by name and id (null once that account is gone). */
  reader: z.object({ id: z.string().nullable(), name: z.string().nullable(), role: z.string() }),
  details: z.record(z.string(), z.unknown()).nullable(),
});

/** GET /api/user/data-export (added): everything held about the citizen, as JSON. */
/**
 * GET /api/user/data-export's query: `screen` when the app shows the data on "Your data" (not
 * recorded as a download), `download` (the default) when the file is saved, which the citizen's
 * log of reads records.
 */
export const DataExportQuery = z.object({
  purpose: z.enum(['screen', 'download']).default('download'),
});

export const DataExport = z.object({
  generated_at: time,
  about: z.object({
    /** Plain statements of what is kept apart on purpose and what is not kept at all. */
    statements: z.array(z.string()),
  }),
  profile: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    email_verified_at: time.nullable(),
    pending_email: z.string().nullable(),
    phone_number: z.string().nullable(),
    state: z.string().nullable(),
    lga: z.string().nullable(),
    language: z.string(),
    role: z.string(),
    has_password: z.boolean(),
    created_at: time,
    updated_at: time,
  }),
  verification: z.object({
    verified: z.boolean(),
    verified_at: time.nullable(),
    nin_masked: z.string().nullable(),
  }),
  sign_in_links: z.array(z.object({ provider: z.string(), subject: z.string(), created_at: time })),
  sessions: z.array(SessionSummary),
  links_sent: z.array(
    z.object({
      purpose: z.string(),
      created_at: time,
      expires_at: time,
      used_at: time.nullable(),
    }),
  ),
  chat_history: z.array(
    z.object({
      id: z.number().int(),
      question: z.string(),
      answer: z.string(),
      cited_section_ids: z.array(z.number().int()),
      asked_at: time,
    }),
  ),
  answer_reports: z.array(
    z.object({
      id: z.number().int(),
      chat_entry_id: z.number().int(),
      reason: z.string(),
      note: z.string().nullable(),
      state: z.string(),
      created_at: time,
      reviewed_at: time.nullable(),
    }),
  ),
  polls_taken_part_in: z.array(z.object({ poll_id: z.number().int(), title: z.string() })),
  voting_pin: z.object({
    set: z.boolean(),
    updated_at: time.nullable(),
    failed_attempts: z.number().int(),
    locked_until: time.nullable(),
  }),
  text_messages_stopped: z.boolean(),
  consents: z.array(z.object({ policy_version: z.string(), accepted_at: time })),
  reads_of_your_data: z.array(DataReadEntry),
  /** As an administrator: what this account did that names it. */
  administration: z.object({
    polls_created: z.array(
      z.object({ poll_id: z.number().int(), title: z.string(), created_at: time }),
    ),
    poll_actions: z.array(
      z.object({ poll_id: z.number().int(), action: z.string(), details: z.unknown(), at: time }),
    ),
    reports_reviewed: z.array(
      z.object({ report_id: z.number().int(), state: z.string(), reviewed_at: time.nullable() }),
    ),
    personal_data_read: z.array(
      z.object({
        what: z.string(),
        subject_id: z.string().nullable(),
        details: z.record(z.string(), z.unknown()).nullable(),
        at: time,
      }),
    ),
  }),
});
export type DataExport = z.infer<typeof DataExport>;

/** POST /api/user/consent (added): accepts the policy version the citizen was shown. */
export const ConsentRequest = z.object({
  policy_version: z.string().trim().min(1, 'contracts.policyVersionRequired').max(20),
});
export type ConsentRequest = z.infer<typeof ConsentRequest>;
