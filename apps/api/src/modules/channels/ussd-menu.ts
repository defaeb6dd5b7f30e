import type { ChannelsContext } from './channels-context.js';
import { AppError } from '../../errors.js';
import { languages } from '../../i18n/languages.js';
import { localiseMessage, textIn, translate } from '../../i18n/translate.js';
import { isLive, resultsVisible } from '../polls/policy.js';
import {
  findPoll,
  listFinishedPolls,
  listLivePolls,
  pollsVotedBy,
  type PollWithOptions,
} from '../polls/repo.js';
import { castBallot } from '../polls/service.js';
import {
  askFromPhone,
  checkFromPhone,
  fullAnswerSms,
  optedOut,
  sendSms,
  shortAnswer,
  verdictWord,
} from './phone-answers.js';
import { findPhoneCitizen, phoneOf, setPhoneLanguage, type PhoneCitizen } from './phone-citizen.js';
import { con, end, listScreen, screenLimit, shorten } from './screen.js';
import type { UssdSessionStore, UssdState } from './ussd-session-store.js';
import { checkVotingPin } from './voting-pin.js';

export interface UssdRequest {
  sessionId: string;
  phoneNumber: string;
  text: string;
}

export interface UssdHooks {
  /** Whether this account may ask the law once more (the web's ask limit). */
  mayAsk(userId: string): Promise<boolean>;
  /** Called with each SMS the menu sends after its screen, for tests to await. */
  sent?: (delivery: Promise<void>) => void;
}

const perPage = 5;
const finishedShown = 20;

/** A step's outcome: the session ends with this screen, or goes on (with a note on top). */
type Step = { end: string } | { note?: string };

/**
 * The USSD menu: live votes and polls, results, the law and rumours, for a verified citizen
 * whose phone number the network reports. One request per screen; the session remembers what
 * was listed, so the numbers a citizen types mean what they were shown.
 */
export class UssdMenu {
  constructor(
    private readonly ctx: ChannelsContext,
    private readonly store: UssdSessionStore,
    private readonly hooks: UssdHooks,
  ) {}

  async reply(request: UssdRequest, now = new Date()): Promise<string> {
    const phone = phoneOf(request.phoneNumber);
    const citizen = phone ? await findPhoneCitizen(this.ctx.db, phone) : undefined;
    if (!citizen) {
      return end(translate('en', 'ussd.notRegistered', { url: this.ctx.config.publicUrl }));
    }
    const t = textIn(citizen.language);
    const inputs = request.text === '' ? [] : request.text.split('*');
    let state = inputs.length === 0 ? undefined : await this.store.get(request.sessionId);
    if (!state) {
      if (inputs.length > 0) return end(t('ussd.expired'));
      state = { consumed: 0, screen: 'menu' };
      await this.store.set(request.sessionId, state);
      return con(t('ussd.menu'));
    }
    let step: Step = {};
    if (state.screen === 'ask' || state.screen === 'check') {
      // Free text may hold '*' itself: everything typed since the prompt is the one answer.
      if (inputs.length > state.consumed) {
        const typed = inputs.slice(state.consumed).join('*').trim();
        state.consumed = inputs.length;
        step = typed ? await this.freeText(citizen, state, typed) : {};
      }
    } else {
      for (const input of inputs.slice(state.consumed)) {
        state.consumed += 1;
        step = await this.choose(citizen, state, input.trim(), now);
        if ('end' in step) break;
      }
    }
    if ('end' in step) {
      // The session is over; what it remembered goes with the telco's own timeout.
      await this.store.set(request.sessionId, state);
      return end(step.end);
    }
    await this.store.set(request.sessionId, state);
    return con(await this.render(citizen, state, now, step.note));
  }

  /** The screen the session is on, with a note on top (a refusal, the tries left). */
  private async render(
    citizen: PhoneCitizen,
    state: UssdState,
    now: Date,
    note?: string,
  ): Promise<string> {
    const t = textIn(citizen.language);
    const noted = (text: string) => (note ? `${note}\n${text}` : text);
    const page = state.page ?? 0;
    const paged = <T>(all: T[]) => ({
      shown: all.slice(page * perPage, page * perPage + perPage),
      more: all.length > perPage ? [t('ussd.more')] : [],
    });
    switch (state.screen) {
      case 'menu':
        return noted(t('ussd.menu'));
      case 'polls':
      case 'results': {
        const { shown, more } = paged(state.pollIds ?? []);
        const polls = await Promise.all(shown.map((id) => findPoll(this.ctx.db, id)));
        return listScreen(
          noted(t(state.screen === 'polls' ? 'ussd.livePolls' : 'ussd.finishedPolls')),
          polls.map((p) => p?.title ?? '-'),
          [...more, t('ussd.back')],
        );
      }
      case 'choose': {
        const poll = await findPoll(this.ctx.db, state.pollId ?? 0);
        if (!poll || !isLive(poll, now)) return noted(t('ussd.cancelled'));
        const picked = new Set(state.picked ?? []);
        const heading = t(poll.allowMultipleVotes ? 'ussd.chooseMany' : 'ussd.chooseOne', {
          title: shorten(poll.title, note ? 24 : 40),
        });
        const { shown, more } = paged(poll.options);
        return listScreen(
          noted(heading),
          shown.map((o) => (picked.has(o.id) ? `${o.title} (x)` : o.title)),
          [...more, t(poll.allowMultipleVotes ? 'ussd.done' : 'ussd.back')],
        );
      }
      case 'confirm': {
        const poll = await findPoll(this.ctx.db, state.pollId ?? 0);
        const choices = (poll?.options ?? [])
          .filter((o) => state.picked?.includes(o.id))
          .map((o) => o.title)
          .join(', ');
        const room = screenLimit - 4 - noted(t('ussd.confirm', { choices: '' })).length;
        return noted(t('ussd.confirm', { choices: shorten(choices, room) }));
      }
      case 'ask':
        return noted(t('ussd.askPrompt'));
      case 'check':
        return noted(t('ussd.checkPrompt'));
      case 'language':
        return noted(t('ussd.languages'));
    }
  }

  /** A number typed on a screen with choices. */
  private async choose(
    citizen: PhoneCitizen,
    state: UssdState,
    input: string,
    now: Date,
  ): Promise<Step> {
    const t = textIn(citizen.language);
    const invalid = { note: t('ussd.invalid') };
    const n = /^\d{1,2}$/.test(input) ? Number(input) : -1;
    switch (state.screen) {
      case 'menu':
        return this.fromMenu(citizen, state, n, now);
      case 'polls':
      case 'results': {
        const ids = state.pollIds ?? [];
        const page = state.page ?? 0;
        if (n === 0) return this.goTo(state, 'menu');
        if (n === 9 && ids.length > perPage) return nextPage(state, ids.length);
        const pollId = n >= 1 && n <= perPage ? ids[page * perPage + n - 1] : undefined;
        if (pollId === undefined) return invalid;
        if (state.screen === 'results') return { end: await this.results(citizen, pollId, now) };
        const poll = await findPoll(this.ctx.db, pollId);
        if (!poll || !isLive(poll, now)) {
          return { end: localiseMessage('This poll is not open for voting.', citizen.language) };
        }
        state.pollId = pollId;
        state.picked = [];
        state.listPage = page;
        state.page = 0;
        return this.goTo(state, 'choose');
      }
      case 'choose': {
        const poll = await findPoll(this.ctx.db, state.pollId ?? 0);
        if (!poll || !isLive(poll, now)) {
          return { end: localiseMessage('This poll is not open for voting.', citizen.language) };
        }
        if (n === 0) {
          if (!poll.allowMultipleVotes) {
            state.page = state.listPage ?? 0;
            return this.goTo(state, 'polls');
          }
          if ((state.picked ?? []).length === 0) return { note: t('ussd.pickAtLeastOne') };
          return this.goTo(state, 'confirm');
        }
        if (n === 9 && poll.options.length > perPage) return nextPage(state, poll.options.length);
        const page = state.page ?? 0;
        const option = n >= 1 && n <= perPage ? poll.options[page * perPage + n - 1] : undefined;
        if (!option) return invalid;
        if (!poll.allowMultipleVotes) {
          state.picked = [option.id];
          return this.goTo(state, 'confirm');
        }
        const picked = new Set(state.picked ?? []);
        if (picked.has(option.id)) picked.delete(option.id);
        else picked.add(option.id);
        state.picked = poll.options.filter((o) => picked.has(o.id)).map((o) => o.id);
        return {};
      }
      case 'confirm':
        return this.confirm(citizen, state, input, now);
      case 'language': {
        const language = languages[n - 1];
        if (n === 0) return this.goTo(state, 'menu');
        if (!language) return invalid;
        await setPhoneLanguage(this.ctx.db, citizen, language);
        return { end: translate(language, 'ussd.languageSaved') };
      }
      case 'ask':
      case 'check':
        return {};
    }
  }

  private goTo(state: UssdState, screen: UssdState['screen']): Step {
    state.screen = screen;
    return {};
  }

  private async fromMenu(
    citizen: PhoneCitizen,
    state: UssdState,
    n: number,
    now: Date,
  ): Promise<Step> {
    const t = textIn(citizen.language);
    switch (n) {
      case 1: {
        const live = [
          ...(await listLivePolls(this.ctx.db, 'vote', now)),
          ...(await listLivePolls(this.ctx.db, 'poll', now)),
        ];
        if (live.length === 0) return { end: t('ussd.noLivePolls') };
        state.pollIds = live.map((p) => p.id);
        state.page = 0;
        return this.goTo(state, 'polls');
      }
      case 2: {
        const finished = await listFinishedPolls(this.ctx.db, now, finishedShown);
        if (finished.length === 0) return { end: t('ussd.noResults') };
        state.pollIds = finished.map((p) => p.id);
        state.page = 0;
        return this.goTo(state, 'results');
      }
      case 3:
        return this.goTo(state, 'ask');
      case 4:
        return this.goTo(state, 'check');
      case 5:
        return this.goTo(state, 'language');
      default:
        return { note: t('ussd.invalid') };
    }
  }

  /** The PIN typed on the confirmation screen: the ballot, or why not. */
  private async confirm(
    citizen: PhoneCitizen,
    state: UssdState,
    pin: string,
    now: Date,
  ): Promise<Step> {
    const t = textIn(citizen.language);
    if (pin === '0') return { end: t('ussd.cancelled') };
    const check = await checkVotingPin(
      this.ctx.db,
      citizen.accounts.map((a) => a.userId),
      pin,
      now,
    );
    switch (check.outcome) {
      case 'no_pin':
        return { end: t('ussd.noPin', { url: `${this.ctx.config.publicUrl}/user/profile` }) };
      case 'locked':
        return { end: t('ussd.locked', { time: lagosTime(check.until) }) };
      case 'wrong':
        // The prompt again, with the tries left in place of the choices.
        return { note: t('ussd.wrongPin', { count: check.triesLeft }) };
      case 'ok':
        break;
    }
    const account = citizen.accounts.find((a) => a.userId === check.userId);
    const poll = await findPoll(this.ctx.db, state.pollId ?? 0);
    if (!account || !poll) return { end: localiseMessage('Poll not found', citizen.language) };
    try {
      const ballot = await castBallot(
        this.ctx,
        {
          actor: { identityHash: account.identityHash },
          pollId: poll.id,
          optionTitles: poll.options
            .filter((o) => state.picked?.includes(o.id))
            .map((o) => o.title),
        },
        now,
      );
      this.ctx.live.announce(poll.id);
      return { end: t('ussd.voted', { receipt: ballot.receiptCode }) };
    } catch (error) {
      if (error instanceof AppError)
        return { end: localiseMessage(error.message, citizen.language) };
      throw error;
    }
  }

  private async results(citizen: PhoneCitizen, pollId: number, now: Date): Promise<string> {
    const poll = await findPoll(this.ctx.db, pollId);
    if (!poll) return localiseMessage('Poll not found', citizen.language);
    const voted = await this.votedIn(citizen, poll);
    if (!resultsVisible(poll, { isAdmin: false, hasVoted: voted }, now)) {
      return translate(citizen.language, 'ussd.resultsHidden', { title: shorten(poll.title, 60) });
    }
    const total = poll.totalBallots;
    // The leading options: a poll may have fifty, a screen has room for a few.
    const lines = [...poll.options]
      .sort((a, b) => b.voters - a.voters)
      .slice(0, perPage)
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

  private async votedIn(citizen: PhoneCitizen, poll: PollWithOptions): Promise<boolean> {
    for (const account of citizen.accounts) {
      if ((await pollsVotedBy(this.ctx.db, account.identityHash, [poll.id])).has(poll.id)) {
        return true;
      }
    }
    return false;
  }

  /** A question for the law or a rumour to check, typed after its prompt. */
  private async freeText(citizen: PhoneCitizen, state: UssdState, typed: string): Promise<Step> {
    const t = textIn(citizen.language);
    if (state.screen === 'check') {
      const { results, closestOnly } = await checkFromPhone(this.ctx, typed);
      const best = results[0];
      if (!best) return { end: t('ussd.checkNone') };
      const prefix = closestOnly ? `${t('ussd.checkClosest')}\n` : '';
      const found = t('ussd.checkFound', {
        verdict: verdictWord(citizen.language, best),
        claim: '',
        publisher: best.publisher ?? '-',
      });
      const room = screenLimit - 4 - prefix.length - found.length;
      return {
        end:
          prefix +
          t('ussd.checkFound', {
            verdict: verdictWord(citizen.language, best),
            claim: shorten(best.claim ?? '', room),
            publisher: best.publisher ?? '-',
          }),
      };
    }
    const userId = citizen.accounts[0]?.userId ?? '';
    if (!(await this.hooks.mayAsk(userId))) return { end: t('ussd.busy') };
    const answer = await askFromPhone(this.ctx, citizen, typed);
    if (!answer.first) return { end: t('ussd.nothingFound') };
    const stopped = await optedOut(this.ctx, citizen.phone);
    const tail = t(stopped ? 'ussd.smsStopped' : 'ussd.smsFollows');
    if (!stopped) {
      const delivery = sendSms(
        this.ctx,
        citizen.phone,
        fullAnswerSms(this.ctx, citizen.language, answer),
      );
      this.hooks.sent?.(delivery);
    }
    const room = screenLimit - 4 - tail.length - 1;
    return { end: `${shortAnswer(citizen.language, answer.first, room)}\n${tail}` };
  }
}

/** "9. More" turns to the next page, and from the last back to the first. */
function nextPage(state: UssdState, count: number): Step {
  state.page = ((state.page ?? 0) + 1) % Math.ceil(count / perPage);
  return {};
}

const lagosTime = (when: Date) =>
  when.toLocaleTimeString('en-GB', {
    timeZone: 'Africa/Lagos',
    hour: '2-digit',
    minute: '2-digit',
  });
