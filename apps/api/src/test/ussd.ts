import type { UssdPhone, UssdScreen } from '../cli/ussd-phone.js';

/** The number a list screen gives an item whose text contains `words`. */
export function numberOf(screen: UssdScreen, words: string): string {
  const line = screen.text.split('\n').find((l) => l.includes(words));
  const n = line ? /^(\d+)\. /.exec(line)?.[1] : undefined;
  if (!n) throw new Error(`"${words}" is not on the screen:\n${screen.text}`);
  return n;
}

/** From the menu, the live poll whose title has `words`, paging on with 9 (More). */
export async function openPoll(phone: UssdPhone, words: string): Promise<UssdScreen> {
  await phone.dial();
  let list = await phone.press('1');
  while (!list.text.includes(words) && list.text.includes('9. More')) {
    list = await phone.press('9');
  }
  return phone.press(numberOf(list, words));
}
