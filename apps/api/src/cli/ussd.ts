import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { loadSecrets } from '../security/secrets.js';
import { runCli } from './run.js';
import { UssdPhone, type UssdScreen } from './ussd-phone.js';

const usage = `usage: npm run ussd -- --phone 08031234567 [--url http://127.0.0.1:$PORT] [--inputs 1,1,4826]

Plays a USSD session against the running server as a phone on Africa's Talking would. The key is
USSD_CALLBACK_KEY, or the one the server generated in var/secrets.json. Without --url it calls
the server on this machine at PORT (3000 unless set). --inputs types those answers in turn
instead of asking.`;

/** Whether fetch failed because nothing answered (refused, unreachable or timed out). */
const unreachable = (error: unknown): boolean => {
  if (!(error instanceof TypeError)) return false;
  const code = (error.cause as { code?: unknown } | undefined)?.code;
  return (
    typeof code === 'string' &&
    /^(ECONNREFUSED|ECONNRESET|EHOSTUNREACH|ENOTFOUND|ETIMEDOUT|EAI_AGAIN)$/.test(code)
  );
};

function show(screen: UssdScreen) {
  const rule = '-'.repeat(32);
  console.log(`${rule}\n${screen.text}\n${rule} ${screen.text.length + 4} chars`);
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      phone: { type: 'string' },
      url: { type: 'string' },
      inputs: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help || !values.phone) {
    console.error(usage);
    return values.help ? 0 : 2;
  }
  const config = loadConfig();
  const { callbackKey } = loadSecrets(config, (msg) => console.error(msg));
  // 127.0.0.1, not localhost: Node resolves localhost to ::1 first, where a server listening on
  // 0.0.0.0 (the default HOST) does not answer.
  const base = (values.url ?? `http://127.0.0.1:${config.PORT}`).replace(/\/+$/, '');
  const url = `${base}/api/ussd?key=${encodeURIComponent(callbackKey)}`;
  const phone = new UssdPhone(url, values.phone, config.USSD_SERVICE_CODE);
  console.log(`Dialling ${config.USSD_SERVICE_CODE} from ${values.phone} on ${base}`);
  let screen: UssdScreen;
  try {
    screen = await phone.dial();
  } catch (error) {
    if (!unreachable(error)) throw error;
    console.error(
      `No server answers at ${base}. Start it with "npm start" (it listens on PORT, ${config.PORT} here), or give its address with --url.`,
    );
    return 1;
  }
  const scripted = values.inputs?.split(',');
  const terminal = scripted
    ? undefined
    : createInterface({ input: process.stdin, output: process.stdout });
  try {
    for (;;) {
      if (screen.status !== 200) {
        console.error(`The server answered ${screen.status}: ${screen.body}`);
        return 1;
      }
      show(screen);
      if (screen.ended) return 0;
      const input = scripted ? scripted.shift() : await terminal?.question('> ');
      if (input === undefined) return 0;
      if (scripted) console.log(`> ${input}`);
      screen = await phone.press(input);
    }
  } finally {
    terminal?.close();
  }
}

runCli(main);
