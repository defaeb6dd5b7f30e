import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `Chromium was not found at ${chromium}. The end-to-end tests drive Debian's Chromium; ` +
      'install it with: apt-get install -y chromium',
  );
  process.exit(1);
}
