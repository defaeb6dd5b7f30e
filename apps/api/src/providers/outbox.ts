import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from '../paths.js';

let sequence = 0;

/** A name that sorts in write order: UTC time, then a per-process counter, then random bytes. */
function outboxFileName(extension: string): string {
  const time = new Date().toISOString().replace(/[-:.]/g, '');
  sequence = (sequence + 1) % 1_000_000;
  const counter = String(sequence).padStart(6, '0');
  return `${time}-${counter}-${randomBytes(4).toString('hex')}.${extension}`;
}

/**
 * Writes content into dir (created if missing) under a new sortable, unique name and returns the
 * absolute path. Readers never see a partial file: it is written beside and then renamed.
 */
export async function writeOutboxFile(
  dir: string,
  extension: string,
  content: string | Uint8Array,
): Promise<string> {
  await mkdir(dir, { recursive: true });
  const name = outboxFileName(extension);
  const file = path.resolve(dir, name);
  const temporary = path.resolve(dir, `.${name}.tmp`);
  try {
    // Outbox files hold personal data and sign-in links: only the owner may read them.
    await writeFile(temporary, content, { flag: 'wx', mode: 0o600 });
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  return file;
}

/** The path to show in logs: relative to the repository when inside it, absolute otherwise. */
export function outboxDisplayPath(file: string): string {
  const relative = path.relative(repoRoot, file);
  return relative.startsWith('..') || path.isAbsolute(relative)
    ? file
    : relative.split(path.sep).join('/');
}
