import type { SQL } from 'drizzle-orm';
import type { Database } from '../db/client.js';

const recheckMs = 30_000;

/**
 * An in-memory index kept in step with its table: at most every 30 s a cheap version query
 * (row count and last change) is compared, and the index is rebuilt when the data changed. A
 * failed build is forgotten, so the next call tries again.
 */
export class VersionedIndex<T> {
  private index: Promise<T> | undefined;
  private version = '';
  private checkedAt = 0;

  constructor(
    private readonly database: Database,
    private readonly versionQuery: SQL,
    private readonly build: (database: Database) => Promise<T>,
  ) {}

  async current(): Promise<T> {
    const now = Date.now();
    if (!this.index || now - this.checkedAt > recheckMs) {
      this.checkedAt = now;
      const [row] = await this.database.rows<{ v: string }>(this.versionQuery);
      const version = row?.v ?? '';
      if (!this.index || version !== this.version) {
        this.version = version;
        const building = this.build(this.database);
        building.catch(() => {
          if (this.index === building) this.index = undefined;
        });
        this.index = building;
      }
    }
    return this.index;
  }

  /** The next call re-checks the version at once. */
  invalidate(): void {
    this.checkedAt = 0;
  }
}
