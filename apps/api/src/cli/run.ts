import { ConfigError } from '../config.js';

/** Runs a command's main and exits with its code; a configuration error shows as its message. */
export function runCli(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof ConfigError ? error.message : error);
      process.exit(1);
    },
  );
}
