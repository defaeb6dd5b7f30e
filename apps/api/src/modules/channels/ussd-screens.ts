import { textIn } from '../../i18n/index.js';
import type { Db } from '../../db/client.js';
import { isLive, findPoll } from '../polls/index.js';
import type { PhoneCitizen } from './phone-citizen.js';
import { listScreen, screenLimit, shorten, shortenEach } from './screen.js';
import type { UssdState } from './ussd-session-store.js';

/** Items on one list screen; "9. More" turns the page. */
export const perPage = 5;

/**
 * The screen the session is on, with a note on top (a refusal, the tries left). What the voter
 * picked is never cut from a screen: titles are shortened around the "(x)" marks and the choices.
 */
export async function renderScreen(
  db: Db,
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
      const polls = await Promise.all(shown.map((id) => findPoll(db, id)));
      return listScreen(
        noted(t(state.screen === 'polls' ? 'ussd.livePolls' : 'ussd.finishedPolls')),
        polls.map((p) => p?.title ?? '-'),
        [...more, t('ussd.back')],
      );
    }
    case 'choose': {
      const poll = await findPoll(db, state.pollId ?? 0);
      if (!poll || !isLive(poll, now)) return noted(t('ussd.cancelled'));
      const picked = new Set(state.picked ?? []);
      const heading = t(poll.allowMultipleVotes ? 'ussd.chooseMany' : 'ussd.chooseOne', {
        title: shorten(poll.title, note ? 24 : 40),
      });
      const { shown, more } = paged(poll.options);
      return listScreen(
        noted(heading),
        shown.map((o) => (picked.has(o.id) ? { text: o.title, mark: '(x)' } : o.title)),
        [...more, t(poll.allowMultipleVotes ? 'ussd.done' : 'ussd.back')],
      );
    }
    case 'confirm': {
      const poll = await findPoll(db, state.pollId ?? 0);
      const choices = (poll?.options ?? [])
        .filter((o) => state.picked?.includes(o.id))
        .map((o) => o.title);
      const room = screenLimit - 4 - noted(t('ussd.confirm', { choices: '' })).length;
      return noted(t('ussd.confirm', { choices: shortenEach(choices, room) }));
    }
    case 'ask':
      return noted(t('ussd.askPrompt'));
    case 'check':
      return noted(t('ussd.checkPrompt'));
    case 'language':
      return noted(t('ussd.languages'));
  }
}
