import { describe, expect, it } from 'vitest';
import { quoteFor, subsectionsOf } from './provision-quote.js';

const asIs = (text: string) => text;
const arrest = `(1) A police officer may arrest without warrant any person whom he suspects on reasonable grounds of having committed an offence.
(2) A person arrested without warrant shall be taken to a police station without delay.
Arrest
without
warrant.
(3) Nothing in this section shall authorise the arrest of a person for a civil wrong.`;

describe('quoting the subsection that answers', () => {
  it('splits a section into its numbered subsections', () => {
    expect(subsectionsOf(arrest).map((s) => s.label)).toEqual(['1', '2', '3']);
    expect(subsectionsOf('A person shall vote once.')).toEqual([
      { label: null, text: 'A person shall vote once.' },
    ]);
  });

  it('quotes the subsection sharing the question’s words, with its number', () => {
    const quote = quoteFor(arrest, 'Must they take me to the police station?', asIs);
    expect(quote?.subsection).toBe('2');
    expect(quote?.text).toMatch(
      /^\(2\) A person arrested without warrant shall be taken to a police station/,
    );
  });

  it('leaves out a margin note the scan ran into the text', () => {
    const quote = quoteFor(arrest, 'Must they take me to the police station quickly?', asIs);
    expect(quote?.text).not.toContain('Arrest without warrant.');
  });

  it('gives no quote rather than one with scan damage', () => {
    const damaged = 'A traffic warden may resign by notice of not less than 2 8 days.';
    expect(quoteFor(damaged, 'How can a traffic warden resign?', asIs)).toBeUndefined();
    const numeral =
      '( l ) A traffic warden may resign by notice in writing. (2) The notice goes to the Commissioner.';
    expect(quoteFor(numeral, 'Can a traffic warden resign by notice?', asIs)).toBeUndefined();
    const word = 'A traffic warden may resign by notlce in writing.';
    const unmendable = (text: string) => (text.includes('notlce') ? undefined : text);
    expect(quoteFor(word, 'Can a traffic warden resign?', unmendable)).toBeUndefined();
  });

  it('cuts a long subsection to the clauses that answer', () => {
    const long = `A person is qualified to vote if he is a citizen; ${'he is ordinarily resident in the constituency; '.repeat(8)}and he is registered as a voter in the register of voters.`;
    const quote = quoteFor(long, 'Who is qualified to vote?', asIs, 120);
    expect(quote?.text.length).toBeLessThan(260);
    expect(quote?.text).toMatch(/^A person is qualified to vote/);
    expect(quote?.text.endsWith('…')).toBe(true);
  });
});

describe('a quote without the scan’s noise (issue 31)', () => {
  it('drops the heading a scan ran into the start of the text', () => {
    const body =
      'High Court (1) An appeal shall lie from decisions of the Federal High Court to the Court of Appeal as of right.';
    expect(quoteFor(body, 'Can I appeal a High Court decision?', asIs)?.text).toMatch(
      /^\(1\) An appeal shall lie/,
    );
    const subject =
      'Nigeria Subject to the provisions of this Constitution, every citizen shall have the right to vote.';
    expect(quoteFor(subject, 'Who has the right to vote?', asIs)?.text).toMatch(/^Subject to/);
  });

  it('drops the amending Acts printed in the margin and run into the words', () => {
    const body =
      '(1) In a winding-up, there shall be paid in priority to all other debts Act No. 4, 2014. Act No. 13, 2010. all wages due to employees.';
    const quote = quoteFor(body, 'Are wages paid first in a winding-up?', asIs);
    expect(quote?.text).not.toMatch(/Act No/);
    expect(quote?.text).toContain('paid in priority to all other debts all wages');
  });

  it('gives no quote with a misread subsection label, only the link', () => {
    for (const body of [
      '(J) Where two or more persons have conspired together to commit an offence, anything said by one is relevant.',
      'The Board may II) borrow money for its functions.',
      'The Commission shall ()) keep accounts.',
    ]) {
      expect(quoteFor(body, 'conspired offence borrow money accounts', asIs)).toBeUndefined();
    }
  });
});
