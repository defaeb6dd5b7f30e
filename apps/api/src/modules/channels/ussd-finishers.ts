import { AppError } from '../../errors.js';
import { say, textIn, translate } from '../../i18n/index.js';
import {
  resultsVisible,
  findPoll,
  anyVotedIn,
  type PollWithOptions,
  castBallot,
} from '../polls/index.js';
import type { ChannelsContext } from './channels-context.js';
import {
  askFromPhone,
  checkFromPhone,
  fullAnswerSms,
  siteAddress,
  optedOut,
  sendSms,
  shortAnswer,
  verdictWord,
} from './phone-answers.js';
import type { PhoneCitizen } from './phone-citizen.js';
import { screenLimit, shorten } from './screen.js';
import type { UssdState } from './ussd-session-store.js';
import { checkVotingPin } from './voting-pin.js';

/** A step's outcome: the session ends with this screen, or goes on (with a note on top). */
export type Step = { end: string } | { note?: string };

const leadingOptions = 5;

/** The PIN typed on the confirmation screen: the ballot (the polls service's), or why not. */
export async function voteWithPin(
  ctx: ChannelsContext,
  citizen: PhoneCitizen,
  state: UssdState,
  pin: string,
  now: Date,
): Promise<Step> {
  const t = textIn(citizen.language);
  if (pin === '0') return { end: t('ussd.cancelled') };
  const check = await checkVotingPin(
    ctx.db,
    citizen.accounts.map((a) => a.userId),
    pin,
    now,
  );
  switch (check.outcome) {
    case 'no_pin':
      return {
        end: t('ussd.noPin', { where: siteAddress(ctx, citizen.language, '/user/profile') }),
      };
    case 'locked':
      return { end: t('ussd.locked', { time: lagosTime(check.until) }) };
    case 'wrong':
      // The prompt again, with the tries left in place of the choices.
      return { note: t('ussd.wrongPin', { count: check.triesLeft }) };
    case 'ok':
      break;
  }
  // The PIN says whose ballot it is: on a shared phone, the account whose PIN was typed.
  const account = citizen.accounts.find((a) => a.userId === check.userId);
  const poll = await findPoll(ctx.db, state.pollId ?? 0);
  if (!account || !poll) return { end: say(citizen.language, 'messages.pollNotFound') };
  try {
    const ballot = await castBallot(
      ctx,
      {
        actor: { identityHash: account.identityHash },
        pollId: poll.id,
        optionTitles: poll.options.filter((o) => state.picked?.includes(o.id)).map((o) => o.title),
      },
      now,
    );
    ctx.live.announce(poll.id);
    return { end: t('ussd.voted', { receipt: ballot.receiptCode }) };
  } catch (error) {
    if (error instanceof AppError) return { end: say(citizen.language, error.key, error.values) };
    throw error;
  }
}

/** Whether the speaker (or, on a shared number, anyone on it) has voted in the poll. */
export async function votedFromPhone(
  ctx: ChannelsContext,
  citizen: PhoneCitizen,
  poll: PollWithOptions,
): Promise<boolean> {
  const accounts = citizen.speaker ? [citizen.speaker] : citizen.accounts;
  return anyVotedIn(
    ctx.db,
    poll.id,
    accounts.map((account) => account.identityHash),
  );
}

/** A finished poll's leading options on one screen, when its results are visible. */
export async function resultsScreen(
  ctx: ChannelsContext,
  citizen: PhoneCitizen,
  pollId: number,
  now: Date,
): Promise<string> {
  const poll = await findPoll(ctx.db, pollId);
  if (!poll) return say(citizen.language, 'messages.pollNotFound');
  const voted = await votedFromPhone(ctx, citizen, poll);
  if (!resultsVisible(poll, { isAdmin: false, hasVoted: voted }, now)) {
    return translate(citizen.language, 'ussd.resultsHidden', { title: shorten(poll.title, 60) });
  }
  const total = poll.totalBallots;
  // The leading options: a poll may have fifty, a screen has room for a few.
  const lines = [...poll.options]
    .sort((a, b) => b.voters - a.voters)
    .slice(0, leadingOptions)
    .map((o) => {
      const share = total ? Math.round((100 * o.voters) / total) : 0;
      return { title: o.title, tail: ` ${share}% (${o.voters.toLocaleString('en-NG')})` };
    });
  const footer = translate(citizen.language, 'ussd.ballots', {
    total: total.toLocaleString('en-NG'),
  });
  const heading = shorten(poll.title, 50);
  // Each option's name is shortened to fit every line on the one screen.
  const room = screenLimit - 4 - heading.length - footer.length - 2;
  const fixed = lines.reduce((sum, l) => sum + l.tail.length + 1, 0);
  const width = Math.max(3, Math.floor((room - fixed) / Math.max(1, lines.length)));
  return [heading, ...lines.map((l) => `${shorten(l.title, width)}${l.tail}`), footer].join('\n');
}

/** A rumour typed after its prompt: the best published check, on one screen. */
export async function checkRumour(
  ctx: ChannelsContext,
  citizen: PhoneCitizen,
  typed: string,
): Promise<Step> {
  const t = textIn(citizen.language);
  const { results, closestOnly } = await checkFromPhone(ctx, typed);
  const best = results[0];
  if (!best) return { end: t('ussd.checkNone') };
  const prefix = closestOnly ? `${t('ussd.checkClosest')}\n` : '';
  const found = (claim: string) =>
    t('ussd.checkFound', {
      verdict: verdictWord(citizen.language, best),
      claim,
      publisher: best.publisher ?? '-',
    });
  const room = screenLimit - 4 - prefix.length - found('').length;
  return { end: prefix + found(shorten(best.claim ?? '', room)) };
}

/** A question typed after its prompt: the first section on screen, the full answer by SMS. */
export async function answerQuestion(
  ctx: ChannelsContext,
  citizen: PhoneCitizen,
  typed: string,
  hooks: { sent?: (delivery: Promise<void>) => void },
): Promise<Step> {
  const t = textIn(citizen.language);
  const answer = await askFromPhone(ctx, citizen, typed);
  if (!answer.first) return { end: t('ussd.nothingFound') };
  const stopped = await optedOut(ctx, citizen.phone);
  const tail = t(stopped ? 'ussd.smsStopped' : 'ussd.smsFollows');
  if (!stopped) {
    const delivery = sendSms(ctx, citizen.phone, fullAnswerSms(ctx, citizen.language, answer));
    hooks.sent?.(delivery);
  }
  const room = screenLimit - 4 - tail.length - 1;
  return { end: `${shortAnswer(citizen.language, answer.first, room)}\n${tail}` };
}

const lagosTime = (when: Date) =>
  when.toLocaleTimeString('en-GB', {
    timeZone: 'Africa/Lagos',
    hour: '2-digit',
    minute: '2-digit',
  });
