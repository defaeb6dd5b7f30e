import { languages, say, textIn, translate } from '../../i18n/index.js';
import { isLive, findPoll, listFinishedPolls, listLivePolls } from '../polls/index.js';
import type { ChannelsContext } from './channels-context.js';
import { askerKey, siteAddress } from './phone-answers.js';
import {
  findPhoneCitizen,
  phoneOf,
  saveSpeakerLanguage,
  type PhoneCitizen,
} from './phone-citizen.js';
import { con, end } from './screen.js';
import {
  answerQuestion,
  checkRumour,
  resultsScreen,
  votedFromPhone,
  voteWithPin,
  type Step,
} from './ussd-finishers.js';
import { perPage, renderScreen } from './ussd-screens.js';
import type { UssdSessionStore, UssdState } from './ussd-session-store.js';

export interface UssdRequest {
  sessionId: string;
  phoneNumber: string;
  text: string;
}

export interface UssdHooks {
  /** Whether the asker (an account, or a shared number) may ask the law once more. */
  mayAsk(asker: string): Promise<boolean>;
  /** Called with each SMS the menu sends after its screen, for tests to await. */
  sent?: (delivery: Promise<void>) => void;
}

const finishedShown = 20;

/**
 * The longest session the menu reads: a vote takes about five inputs and a question one line of
 * at most 182 characters, so a longer `text` is no citizen's session. Refused before any reading,
 * since every input it holds costs a look-up.
 */
export const maxSessionInputs = 40;
export const maxSessionText = 600;

/**
 * The USSD menu: live votes and polls, results, the law and rumours, for a verified citizen
 * whose phone number the network reports. One request per screen; the session remembers what
 * was listed, so the numbers a citizen types mean what they were shown. Voting, answers and
 * checks are the services' (ussd-finishers.ts); this file only finds the way between screens.
 */
export class UssdMenu {
  constructor(
    private readonly ctx: ChannelsContext,
    private readonly store: UssdSessionStore,
    private readonly hooks: UssdHooks,
  ) {}

  async reply(request: UssdRequest, now = new Date()): Promise<string> {
    const inputs = request.text === '' ? [] : request.text.split('*');
    if (request.text.length > maxSessionText || inputs.length > maxSessionInputs) {
      return end(translate('en', 'ussd.tooLong'));
    }
    const phone = phoneOf(request.phoneNumber);
    const citizen = phone ? await findPhoneCitizen(this.ctx.db, phone) : undefined;
    if (!citizen) {
      return end(translate('en', 'ussd.notRegistered', { where: siteAddress(this.ctx, 'en') }));
    }
    const t = textIn(citizen.language);
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
    // When the session ends, what it remembered goes with the telco's own timeout.
    await this.store.set(request.sessionId, state);
    if ('end' in step) return end(step.end);
    return con(await renderScreen(this.ctx.db, citizen, state, now, step.note));
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
        if (n === 0) return goTo(state, 'menu');
        if (n === 9 && ids.length > perPage) return nextPage(state, ids.length);
        const pollId = n >= 1 && n <= perPage ? ids[page * perPage + n - 1] : undefined;
        if (pollId === undefined) return invalid;
        if (state.screen === 'results') {
          return { end: await resultsScreen(this.ctx, citizen, pollId, now) };
        }
        return this.openPoll(citizen, state, pollId, now);
      }
      case 'choose':
        return this.pick(citizen, state, n, now);
      case 'confirm':
        return voteWithPin(this.ctx, citizen, state, input, now);
      case 'language': {
        const language = languages[n - 1];
        if (n === 0) return goTo(state, 'menu');
        if (!language) return invalid;
        const saved = await saveSpeakerLanguage(this.ctx.db, citizen, language);
        // A shared phone's choice is no one account's to keep: each sets theirs on the web.
        return { end: translate(language, saved ? 'ussd.languageSaved' : 'ussd.languageShared') };
      }
      case 'ask':
      case 'check':
        return {};
    }
  }

  /** A live poll chosen from the list: its options, or why it cannot be voted in from here. */
  private async openPoll(
    citizen: PhoneCitizen,
    state: UssdState,
    pollId: number,
    now: Date,
  ): Promise<Step> {
    const poll = await findPoll(this.ctx.db, pollId);
    if (!poll || !isLive(poll, now)) {
      return { end: say(citizen.language, 'messages.pollNotOpenVoting') };
    }
    // Said before an option and the PIN are asked for, when the number tells who is voting.
    if (citizen.speaker && (await votedFromPhone(this.ctx, citizen, poll))) {
      return { end: say(citizen.language, 'messages.haveAlreadyVotedPoll') };
    }
    state.pollId = pollId;
    state.picked = [];
    state.listPage = state.page ?? 0;
    state.page = 0;
    return goTo(state, 'choose');
  }

  /** An option typed on the options screen: picked, unpicked, or on to the PIN. */
  private async pick(citizen: PhoneCitizen, state: UssdState, n: number, now: Date): Promise<Step> {
    const t = textIn(citizen.language);
    const poll = await findPoll(this.ctx.db, state.pollId ?? 0);
    if (!poll || !isLive(poll, now)) {
      return { end: say(citizen.language, 'messages.pollNotOpenVoting') };
    }
    if (n === 0) {
      if (!poll.allowMultipleVotes) {
        state.page = state.listPage ?? 0;
        return goTo(state, 'polls');
      }
      if ((state.picked ?? []).length === 0) return { note: t('ussd.pickAtLeastOne') };
      return goTo(state, 'confirm');
    }
    if (n === 9 && poll.options.length > perPage) return nextPage(state, poll.options.length);
    const page = state.page ?? 0;
    const option = n >= 1 && n <= perPage ? poll.options[page * perPage + n - 1] : undefined;
    if (!option) return { note: t('ussd.invalid') };
    if (!poll.allowMultipleVotes) {
      state.picked = [option.id];
      return goTo(state, 'confirm');
    }
    const picked = new Set(state.picked ?? []);
    if (picked.has(option.id)) picked.delete(option.id);
    else picked.add(option.id);
    state.picked = poll.options.filter((o) => picked.has(o.id)).map((o) => o.id);
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
        return goTo(state, 'polls');
      }
      case 2: {
        const finished = await listFinishedPolls(this.ctx.db, now, finishedShown);
        if (finished.length === 0) return { end: t('ussd.noResults') };
        state.pollIds = finished.map((p) => p.id);
        state.page = 0;
        return goTo(state, 'results');
      }
      case 3:
        return goTo(state, 'ask');
      case 4:
        return goTo(state, 'check');
      case 5:
        return goTo(state, 'language');
      default:
        return { note: t('ussd.invalid') };
    }
  }

  /** A question for the law or a rumour to check, typed after its prompt. */
  private async freeText(citizen: PhoneCitizen, state: UssdState, typed: string): Promise<Step> {
    if (state.screen === 'check') return checkRumour(this.ctx, citizen, typed);
    if (!(await this.hooks.mayAsk(askerKey(citizen)))) {
      return { end: textIn(citizen.language)('ussd.busy') };
    }
    return answerQuestion(this.ctx, citizen, typed, this.hooks);
  }
}

function goTo(state: UssdState, screen: UssdState['screen']): Step {
  state.screen = screen;
  return {};
}

/** "9. More" turns to the next page, and from the last back to the first. */
function nextPage(state: UssdState, count: number): Step {
  state.page = ((state.page ?? 0) + 1) % Math.ceil(count / perPage);
  return {};
}
