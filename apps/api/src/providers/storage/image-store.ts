import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where option images live. The default is local disk, served by the app under /uploads/. */
export interface ImageStore {
  /** Stores the bytes and returns the public path or URL of the image. */
  put(bytes: Buffer, extension: 'png' | 'jpg' | 'webp', contentType: string): Promise<string>;
}

export function createDiskImageStore(dir: string): ImageStore {
  return {
    async put(bytes, extension) {
      await mkdir(dir, { recursive: true });
      const name = `${randomBytes(16).toString('hex')}.${extension}`;
      const temp = path.join(dir, `.${name}.tmp`);
      await writeFile(temp, bytes, { mode: 0o644 });
      await rename(temp, path.join(dir, name));
      return `/uploads/${name}`;
    },
  };
}
