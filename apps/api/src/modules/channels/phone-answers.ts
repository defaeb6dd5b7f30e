import { eq } from 'drizzle-orm';
import type { FactCheckResult } from '@civicng/contracts';
import type { AppContext } from '../../context.js';
import type { FactCheckContext } from '../factcheck/index.js';
import { type LawsContext, citationHref, noteIn, type IndexedSection } from '../laws/index.js';
import { smsOptOuts } from '../../db/schema.js';
import { translate, type Language } from '../../i18n/index.js';
import { keyedHash } from '../../security/crypto.js';
import type { PhoneCitizen } from './phone-citizen.js';
import { plainText, shorten, smsReply } from './screen.js';

/**
 * The law assistant's answer to a question asked from a phone, kept in the asker's chat history
 * like a question asked on the web when the number has one account; on a shared number it is
 * answered and kept by no one. With the first section it cites, for the short screen.
 */
export async function askFromPhone(ctx: LawsContext, citizen: PhoneCitizen, question: string) {
  const answer = ctx.laws.ask({
    userId: citizen.speaker?.userId,
    question,
    language: citizen.language,
  });
  let next = await answer.next();
  while (!next.done) next = await answer.next();
  const { answer: markdown, cited } = next.value;
  const index = await ctx.laws.sections();
  const first = index.sections.find((s) => s.id === cited[0]);
  return { markdown, first };
}

/** Whose limit on questions applies: the speaker's account, or the number when it is shared. */
export const askerKey = (citizen: PhoneCitizen) => citizen.speaker?.userId ?? citizen.phone;

/** The short screen: the first cited section and its plain words, in the asker's language where translated. */
export function shortAnswer(language: Language, first: IndexedSection, room: number): string {
  const citation = `${first.shortTitle} s. ${first.number}`;
  const words = noteIn(first, language) ?? first.title;
  return translate(language, 'ussd.answer', {
    citation,
    words: shorten(words, Math.max(20, room - citation.length - 2)),
  });
}

/**
 * Where on the website to go: the page's address when PUBLIC_URL says where the site is;
 * otherwise the website in words, as a localhost link reaches nothing from a phone.
 */
export function siteAddress(ctx: Pick<AppContext, 'config'>, language: Language, path = '') {
  return ctx.config.PUBLIC_URL
    ? `${ctx.config.publicUrl}${path}`
    : translate(language, 'sms.website');
}

/** The words after a long SMS cut short: the page to read the rest on. */
export function readMoreLine(ctx: Pick<AppContext, 'config'>, language: Language, path: string) {
  return ctx.config.PUBLIC_URL
    ? translate(language, 'sms.readMore', { url: `${ctx.config.publicUrl}${path}` })
    : translate(language, 'sms.readMoreOnWebsite');
}

/** The full answer as one SMS reply of at most three parts, with where to read the rest. */
export function fullAnswerSms(
  ctx: AppContext,
  language: Language,
  answer: Awaited<ReturnType<typeof askFromPhone>>,
): string {
  const path = answer.first ? citationHref(answer.first) : '/chat';
  return smsReply(plainText(answer.markdown), readMoreLine(ctx, language, path));
}

/** The best published checks for a rumour, and whether they are only the closest found. */
export async function checkFromPhone(ctx: FactCheckContext, claim: string) {
  return ctx.factChecks.search(claim, 3);
}

const verdictKeys: Record<FactCheckResult['verdict'], string> = {
  false: 'ussd.verdict.false',
  misleading: 'ussd.verdict.misleading',
  mixed: 'ussd.verdict.mixed',
  true: 'ussd.verdict.true',
  unproven: 'ussd.verdict.unproven',
};

/** The normalised verdict as a short badge word in the citizen's language. */
export const verdictWord = (language: Language, result: FactCheckResult) =>
  translate(language, verdictKeys[result.verdict]);

const phoneHash = (ctx: AppContext, phone: string) => keyedHash(ctx.secrets.lookupKey, phone);

/** Whether the number sent STOP: then it gets no message it did not ask for. */
export async function optedOut(ctx: AppContext, phone: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ phoneHash: smsOptOuts.phoneHash })
    .from(smsOptOuts)
    .where(eq(smsOptOuts.phoneHash, phoneHash(ctx, phone)))
    .limit(1);
  return row !== undefined;
}

export async function setOptedOut(ctx: AppContext, phone: string, out: boolean): Promise<void> {
  const hash = phoneHash(ctx, phone);
  if (out) {
    await ctx.db.insert(smsOptOuts).values({ phoneHash: hash }).onConflictDoNothing();
  } else {
    await ctx.db.delete(smsOptOuts).where(eq(smsOptOuts.phoneHash, hash));
  }
}

/** Sends a reply by SMS; a failure is logged without the number or the text. */
export function sendSms(ctx: AppContext, phone: string, text: string): Promise<void> {
  return ctx.sms.send(phone, text).catch((error: unknown) => {
    ctx.log.warn({ reason: (error as Error).message }, 'sms reply not sent');
  });
}
