import { describe, expect, it } from 'vitest';
import type { Hit, IndexedSection } from '../retrieval/section-index.js';
import { extractiveAnswerer } from './extractive-answerer.js';
import type { AnswerInput } from './answerer.js';

const correction: IndexedSection = {
  id: 1,
  kind: 'section',
  act: 'criminal-code',
  actTitle: 'Criminal Code Act',
  shortTitle: 'Criminal Code',
  number: '295',
  title: 'Correction of child, servant, etc.',
  body: `A blow or other force may be justified for correction as follows- (1) a father or mother may correct his or her child, being under sixteen years of age, for misconduct; (2) the master of a ship may correct any person on board his ship who is bound to perform manual labour, for misconduct; (3) a schoolmaster or teacher may correct a pupil at school for misconduct or disobedience.`,
  incomplete: false,
  plainWords: 'Parents, ship masters and teachers may use reasonable force to correct.',
  plainWordsIn: {
    yo: 'Àwọn òbí, ọ̀gá ọkọ̀ ojú omi àti olùkọ́ lè lo agbára tó mọ níwọ̀n láti tọ́ ọmọ sọ́nà.',
  },
  questions: [],
};

const conduct: IndexedSection = {
  ...correction,
  id: 2,
  kind: 'schedule',
  act: 'constitution',
  shortTitle: 'Constitution',
  number: 'Fifth Schedule, Paragraph 3',
  title: 'Prohibition of foreign accounts',
  body: 'The President, Vice-President, Governor and Ministers shall not maintain or operate a bank account in any country outside Nigeria.',
  plainWords: 'Top public officers may not keep a bank account outside Nigeria.',
  plainWordsIn: {},
};

async function answer(
  input: Omit<AnswerInput, 'hits' | 'language'>,
  section = correction,
  language: AnswerInput['language'] = 'yo',
) {
  const hits: Hit[] = [{ section, score: 5, confidence: 0.8 }];
  let text = '';
  for await (const chunk of extractiveAnswerer.answer({ ...input, hits, language })) {
    text += chunk;
  }
  return text;
}

describe('the offline answerer', () => {
  it('quotes the subsection a Yoruba question is about, read through its statute words', async () => {
    const text = await answer({
      question: 'Ṣé olùkọ́ lè na ọmọ ilé-ìwé?',
      statuteWords: 'teacher child children school',
    });
    expect(text).toContain('(3) a schoolmaster or teacher may correct a pupil');
    expect(text).not.toContain('a father or mother may correct');
    expect(text).toContain('[Criminal Code, s. 295(3)](/laws/criminal-code#s-295)');
  });

  it('names a schedule paragraph as the reader does, not as "s. Fifth Schedule"', async () => {
    const text = await answer({ question: 'Can a governor keep a bank account abroad?' }, conduct);
    expect(text).toContain('**Constitution, Fifth Schedule, Paragraph 3 — Prohibition');
    expect(text).toContain('(/laws/constitution#s-fifth-schedule-paragraph-3)');
    expect(text).not.toContain('s. Fifth');
  });

  it("explains in the asker's language where the note has been translated", async () => {
    const text = await answer({ question: 'Ṣé olùkọ́ lè na ọmọ ilé-ìwé?' });
    expect(text).toContain('Àwọn òbí, ọ̀gá ọkọ̀ ojú omi àti olùkọ́');
    expect(text).not.toContain('Parents, ship masters and teachers');
    expect(text).not.toContain('Èdè Gẹ̀ẹ́sì nìkan ni àlàyé yìí');
  });

  it('says, in the asker’s language, when a note is only in English, and English readers never see it', async () => {
    const hausa = await answer(
      { question: 'Gwamna zai iya buɗe asusun banki a waje?' },
      conduct,
      'ha',
    );
    expect(hausa).toContain(
      '_(Wannan bayanin yana cikin Turanci kawai a yanzu.)_ Top public officers',
    );
    const english = await answer({ question: 'Can a governor bank abroad?' }, conduct, 'en');
    expect(english).toContain('Top public officers may not keep');
    expect(english).not.toContain('only in English');
    // The Yoruba note is not shown to a Hausa reader.
    expect(await answer({ question: 'Malami zai iya dukan ɗalibi?' }, correction, 'ha')).toContain(
      'Parents, ship masters and teachers',
    );
  });
});
