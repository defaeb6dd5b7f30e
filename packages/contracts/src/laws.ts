import { z } from 'zod';

export const LawSectionKind = z.enum(['section', 'schedule', 'act_section']);
export type LawSectionKind = z.infer<typeof LawSectionKind>;

/** One act of the law library, as listed by GET /api/laws. */
export const LawActSummary = z.object({
  slug: z.string(),
  title: z.string(),
  short_title: z.string(),
  /** False while some sections are missing from the library's text of the act. */
  complete: z.boolean(),
  section_count: z.number().int(),
  /** The act's official PDF when configured (LAW_PDF_URLS), else null: link to the reader. */
  pdf_url: z.string().nullable(),
  /** The act that repealed the version the library holds ("Electricity Act, 2023"), else null. */
  superseded_by: z.string().nullable(),
});
export type LawActSummary = z.infer<typeof LawActSummary>;

/** GET /api/laws */
export const LawActList = z.array(LawActSummary);
export type LawActList = z.infer<typeof LawActList>;

export const LawSection = z.object({
  /** As printed ("33", "16A"); schedule items e.g. "First Schedule, Paragraph 3". */
  number: z.string(),
  kind: LawSectionKind,
  part: z.string().nullable(),
  heading: z.string(),
  /** Empty when the library has no text for the section yet (incomplete). */
  body: z.string(),
  incomplete: z.boolean(),
  /** What the section says, in a citizen's words; null for schedules and sections without text. */
  plain_words: z.string().nullable(),
  /**
   * The plain words in other languages, by language code (pcm, ha, yo, ig), where the note has
   * been translated from its English as it is now; a language missing here has the English only.
   */
  plain_words_in: z.record(z.string(), z.string()),
  /** Questions a citizen might ask that the section answers. */
  questions: z.array(z.string()),
  /** The note was written for an earlier text of the section and has not been checked since. */
  note_stale: z.boolean(),
});
export type LawSection = z.infer<typeof LawSection>;

/** GET /api/laws/{act}: the whole act, sections in the order printed. */
export const LawAct = z.object({
  slug: z.string(),
  title: z.string(),
  short_title: z.string(),
  complete: z.boolean(),
  pdf_url: z.string().nullable(),
  superseded_by: z.string().nullable(),
  sections: z.array(LawSection),
});
export type LawAct = z.infer<typeof LawAct>;

/**
 * The element id of a section in the law reader (/laws/{act}#s-33): "s-33", "s-16A"; the
 * Criminal Code Act's own sections "s-act-1A"; schedule items "s-first-schedule-paragraph-3".
 */
export function lawSectionAnchor(section: { kind: LawSectionKind; number: string }): string {
  if (/^[0-9]+[A-Za-z]*$/.test(section.number)) {
    return section.kind === 'act_section' ? `s-act-${section.number}` : `s-${section.number}`;
  }
  const slug = section.number
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return section.kind === 'act_section' ? `s-act-${slug}` : `s-${slug}`;
}
