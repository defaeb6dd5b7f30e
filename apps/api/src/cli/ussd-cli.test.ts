import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { apiRoot } from '../paths.js';

const run = promisify(execFile);

/** A port nothing listens on: taken from the system, then let go. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function ussd(args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', path.join(apiRoot, 'src/cli/ussd.ts'), ...args],
      { cwd: apiRoot, env: { ...process.env, ...env }, timeout: 60_000 },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? -1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}

describe('npm run ussd', () => {
  it('follows PORT and says plainly when no server answers there', async () => {
    const port = await closedPort();
    const result = await ussd(['--phone', '08030000001', '--inputs', '1'], {
      PORT: String(port),
      VAR_DIR: mkdtempSync(path.join(tmpdir(), 'civicng-ussd-cli-')),
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(`127.0.0.1:${port}`);
    expect(result.stderr).toContain(`No server answers at http://127.0.0.1:${port}`);
    expect(result.stderr).not.toMatch(/ECONNREFUSED|TypeError|at .*\.js:\d+/);
  }, 90_000);
});
