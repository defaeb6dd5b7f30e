/**
 * Whether this process is ready for citizens, and while it starts, why not: /readyz answers 503
 * with the reason until what the first search needs is built.
 */
export class Readiness {
  constructor(private reason?: string) {}

  starting(reason: string): void {
    this.reason = reason;
  }

  ready(): void {
    this.reason = undefined;
  }

  /** The step under way while the process starts; undefined once it is ready. */
  get notReadyBecause(): string | undefined {
    return this.reason;
  }
}
