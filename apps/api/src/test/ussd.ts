import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { App } from '../app.js';
import { UssdPhone, type UssdScreen } from '../cli/ussd-phone.js';
import { ingestLaws } from '../modules/laws/index.js';
import { sharedDataPath } from '../paths.js';
import { createTestApp } from './app.js';
import { createTestDatabase, type DbKind, type TestDatabase } from './databases.js';

/** The app the phone channels are tried on: listening, the Police Act ingested, SMS kept. */
export interface PhoneChannelApp {
  app: App;
  database: TestDatabase;
  /** The listening app's address, and the operator key its callbacks take. */
  baseUrl: string;
  key: string;
  /** A phone dialling the USSD callback with the operator key. */
  phoneFor: (number: string) => UssdPhone;
  /** The SMS sends started, awaited before the app closes. */
  sent: Promise<void>[];
}

/**
 * One app per suite on a database of its own, listening on a free port, with the Police Act in
 * its library (when the shared data is here) for the law questions asked from a phone.
 */
export function usePhoneChannelApp(
  kind: DbKind,
  env: Record<string, string> = {},
): PhoneChannelApp {
  const holder = { sent: [] as Promise<void>[] } as PhoneChannelApp;
  beforeAll(async () => {
    holder.database = await createTestDatabase(kind);
    const lawsDir = sharedDataPath('laws');
    if (lawsDir) await ingestLaws(holder.database.db, [path.join(lawsDir, 'police-act.md')]);
    holder.app = await createTestApp(holder.database, env, {
      channels: { onSms: (p) => holder.sent.push(p) },
    });
    await holder.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = holder.app.server.address() as AddressInfo;
    holder.baseUrl = `http://127.0.0.1:${port}`;
    holder.key = holder.app.ctx.secrets.callbackKey;
    holder.phoneFor = (number) =>
      new UssdPhone(`${holder.baseUrl}/api/ussd?key=${holder.key}`, number);
  }, 120_000);
  afterAll(async () => {
    await Promise.allSettled(holder.sent);
    await holder.app.close();
    await holder.database.destroy();
  });
  return holder;
}

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
