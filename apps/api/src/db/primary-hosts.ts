import pg from 'pg';

class StandbyError extends Error {
  readonly code = '25006';
  constructor() {
    super('the database server is a read-only standby; looking for the primary');
  }
}

const isStandby = async (client: pg.Client) =>
  (await client.query<{ standby: boolean }>('select pg_is_in_recovery() as standby')).rows[0]
    ?.standby !== false;

/**
 * Follows the writable server among several (after a failover the standby is promoted): new
 * connections go to the host last found writable; a refused connection, or a host that turns out
 * to be a standby, sets off one search of all hosts for the new primary, while the request that
 * met it fails at once (503 to the citizen, who may retry). As libpq's
 * `target_session_attrs=read-write`, without libpq.
 */
export class PrimaryHosts {
  private current = 0;

  private searching: Promise<void> | undefined;

  constructor(
    private readonly urls: string[],
    private readonly connectTimeoutMs: number,
  ) {}

  /** The URL new connections go to. */
  get url(): string {
    return this.urls[this.current] ?? this.urls[0] ?? '';
  }

  /** Looks for the writable host (one search at a time); keeps the last one when none answers. */
  search(): Promise<void> {
    this.searching ??= this.findPrimary().finally(() => {
      this.searching = undefined;
    });
    return this.searching;
  }

  private async findPrimary() {
    for (let i = 0; i < this.urls.length; i += 1) {
      const client = new pg.Client({
        connectionString: this.urls[i],
        connectionTimeoutMillis: this.connectTimeoutMs,
      });
      client.on('error', () => {});
      try {
        await client.connect();
        if (!(await isStandby(client))) {
          this.current = i;
          return;
        }
      } catch {
        // down or unreachable: try the next
      } finally {
        await client.end().catch(() => {});
      }
    }
  }

  /** A pg.Client class for a pool: connects to the current primary and checks it is one. */
  clientClass(): typeof pg.Client {
    const current = () => this.url;
    const search = () => this.search();
    return class PrimaryClient extends pg.Client {
      constructor(config?: string | pg.ClientConfig) {
        super({ ...(typeof config === 'string' ? {} : config), connectionString: current() });
      }

      override connect(): Promise<pg.Client>;
      override connect(
        callback: ((err: Error) => void) | ((err: null, client: pg.Client) => void),
      ): void;
      override connect(
        callback?: ((err: Error) => void) | ((err: null, client: pg.Client) => void),
      ): Promise<pg.Client> | void {
        const connected = this.connectToPrimary();
        if (!callback) return connected;
        // pg-pool's callback form: called once, with no error on success.
        const done = callback as (err: Error | null, client?: pg.Client) => void;
        connected.then((client) => done(null, client), done);
      }

      private async connectToPrimary(): Promise<pg.Client> {
        try {
          await super.connect();
        } catch (error) {
          void search();
          throw error;
        }
        if (await isStandby(this)) {
          void search();
          await this.end().catch(() => {});
          throw new StandbyError();
        }
        return this;
      }
    };
  }
}
