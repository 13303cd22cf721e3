// The collector logs nothing per request. A failing database is still worth a line: at most one a
// minute, with the count since the last one and the last error (never a visitor's IP or user agent).

export class FailureLog {
  private failures = 0;
  private lastLoggedAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly write: (line: string) => void,
    private readonly intervalMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  record(error: unknown): void {
    this.failures += 1;
    const now = this.now();
    if (now - this.lastLoggedAt < this.intervalMs) return;
    const message = error instanceof Error ? error.message : String(error);
    this.write(`analytics-collector: ${this.failures} request(s) failed since the last report; the last: ${message}`);
    this.failures = 0;
    this.lastLoggedAt = now;
  }
}
