import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openConfiguredDatabase } from '../db/client.js';
import { announceUserChange } from '../sessions/index.js';
import { runCli } from './run.js';
import { createOrUpdateUser } from '../modules/users/index.js';

const usage = 'usage: npm run user:create -- --email E --password P [--name N] [--admin]';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      admin: { type: 'boolean', default: false },
    },
  });
  if (!values.email || !values.password) {
    console.error(usage);
    return 2;
  }
  if (values.password.length < 8) {
    console.error('The password must be at least 8 characters.');
    return 2;
  }
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    const { outcome, userId } = await createOrUpdateUser(database.db, {
      email: values.email,
      password: values.password,
      name:
        values.name ??
        (values.admin ? 'Administrator' : (values.email.split('@')[0] ?? values.email)),
      admin: values.admin,
    });
    // A running server must not keep trusting the account's old role for the next ten minutes.
    if (outcome === 'updated' && config.REDIS_URL) {
      await announceUserChange(config.REDIS_URL, userId).catch(() =>
        console.error('Redis did not answer: running servers see the change within 10 minutes.'),
      );
    }
    console.log(`${outcome} ${values.admin ? 'administrator' : 'user'} ${values.email}`);
    return 0;
  } finally {
    await database.close();
  }
}

runCli(main);
