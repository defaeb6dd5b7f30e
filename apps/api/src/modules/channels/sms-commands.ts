import type { ChannelsContext } from './channels-context.js';
import { textIn } from '../../i18n/index.js';
import { listLivePolls } from '../polls/index.js';
import {
  readMoreLine,
  siteAddress,
  askerKey,
  askFromPhone,
  checkFromPhone,
  fullAnswerSms,
  setOptedOut,
  verdictWord,
} from './phone-answers.js';
import { findPhoneCitizen, type PhoneCitizen } from './phone-citizen.js';
import { shorten, smsReply } from './screen.js';

export type SmsCommand =
  { name: 'ask' | 'check'; text: string } | { name: 'polls' | 'stop' | 'start' | 'help' };

/** The command an incoming message carries: its first word, in any case, then its text. */
export function parseSmsCommand(message: string): SmsCommand {
  const [, word = '', rest = ''] = /^\s*(\S*)\s*([\s\S]*)$/.exec(message) ?? [];
  const text = rest.trim();
  switch (word.toUpperCase()) {
    case 'ASK':
      return text ? { name: 'ask', text } : { name: 'help' };
    case 'CHECK':
      return text ? { name: 'check', text } : { name: 'help' };
    case 'POLLS':
      return { name: 'polls' };
    case 'STOP':
      return { name: 'stop' };
    case 'START':
      return { name: 'start' };
    default:
      return { name: 'help' };
  }
}

export interface SmsHooks {
  /** Whether the asker (an account, or a shared number) may ask the law once more. */
  mayAsk(asker: string): Promise<boolean>;
}

/**
 * The reply to one incoming message, or none. A number not on a verified account is told how to
 * join; STOP and START need no account (anyone may refuse messages).
 */
export async function smsCommandReply(
  ctx: ChannelsContext,
  phone: string,
  message: string,
  hooks: SmsHooks,
): Promise<string | undefined> {
  const command = parseSmsCommand(message);
  const citizen = await findPhoneCitizen(ctx.db, phone);
  const language = citizen?.language ?? 'en';
  const t = textIn(language);
  if (command.name === 'stop' || command.name === 'start') {
    await setOptedOut(ctx, phone, command.name === 'stop');
    return t(command.name === 'stop' ? 'sms.stopped' : 'sms.started');
  }
  if (!citizen) return t('sms.notRegistered', { where: siteAddress(ctx, language) });
  switch (command.name) {
    case 'help':
      return t('sms.help');
    case 'polls':
      return pollsReply(ctx, citizen);
    case 'check':
      return checkReply(ctx, citizen, command.text);
    case 'ask': {
      if (!(await hooks.mayAsk(askerKey(citizen)))) return t('ussd.busy');
      const answer = await askFromPhone(ctx, citizen, command.text);
      return fullAnswerSms(ctx, language, answer);
    }
  }
}

async function pollsReply(ctx: ChannelsContext, citizen: PhoneCitizen): Promise<string> {
  const now = new Date();
  const live = [
    ...(await listLivePolls(ctx.db, 'vote', now)),
    ...(await listLivePolls(ctx.db, 'poll', now)),
  ];
  const t = textIn(citizen.language);
  if (live.length === 0) return t('sms.noPolls');
  const list = live.map((p, i) => `${i + 1}. ${shorten(p.title, 60)}`).join('; ');
  return smsReply(
    t('sms.polls', { list, code: ctx.config.USSD_SERVICE_CODE }),
    readMoreLine(ctx, citizen.language, '/user/dashboard/poll'),
  );
}

async function checkReply(ctx: ChannelsContext, citizen: PhoneCitizen, claim: string) {
  const t = textIn(citizen.language);
  const { results, closestOnly } = await checkFromPhone(ctx, claim);
  const best = results[0];
  if (!best) return t('sms.checkNone');
  const found = t('sms.checkFound', {
    verdict: verdictWord(citizen.language, best),
    claim: shorten(best.claim ?? '', 200),
    publisher: best.publisher ?? '',
    url: best.source_url,
  });
  return smsReply(closestOnly ? t('sms.checkClosest', { result: found }) : found, best.source_url);
}
