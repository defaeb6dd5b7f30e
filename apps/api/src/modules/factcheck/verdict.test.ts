import { describe, expect, it } from 'vitest';
import { verdictOf } from './verdict.js';

// Ratings that are sentences, as publishers write them (from the store): a card showed a grey
// "Unproven" over a rating that says the claim is wrong (issue 33 item 9).
describe('the verdict read from a publisher’s rating', () => {
  it.each([
    ['No, there is no phone made in Nigeria yet', 'false'],
    [
      'To mark its 20th anniversary, MTN, instead, gave all its customers free calls of up to 5 minutes',
      'false',
    ],
    [
      'Contrary to the claim, DUBAWA’s findings show that the sentence has been passed since 2017',
      'false',
    ],
    ['Checks show the statement was forged using one of the public statements', 'false'],
    ['DUBAWA’s findings reveal that the message contains a phishing link', 'false'],
    ['The image is Al-generated', 'false'],
    ['The viral video does not show Celine Dion at her son’s wedding', 'false'],
    ['The photos were retrieved from the 2020 #EndSARS protest', 'misleading'],
    ['Checks by NFC show that the registration form has been online since 2022', 'misleading'],
  ])('reads “%s” as %s', (rating, verdict) => {
    expect(verdictOf(rating)).toBe(verdict);
  });

  it.each([
    ['False', 'false'],
    ['Mostly false', 'misleading'],
    ['Partly true', 'mixed'],
    ['No evidence', 'unproven'],
    ['Explanatory', 'unproven'],
    ['True', 'true'],
    ['Ọ̀rọ̀ pé àgbàdo lè ní àwọn aflatoxins tí ó ń fa àrùn jẹjẹrẹ jẹ́ òtítọ́', 'true'],
    ['The NFC found credible news reports from November 14 corroborating the claim', 'unproven'],
    [null, 'unproven'],
  ])('still reads “%s” as %s', (rating, verdict) => {
    expect(verdictOf(rating)).toBe(verdict);
  });
});
