export interface ErrorBurstRule {
  /** Errors that make a burst… */
  count: number;
  /** …within this many milliseconds. */
  windowMs: number;
  /** After an alert, no other one for this long. */
  quietMs: number;
}

export const SERVER_ERROR_BURST: ErrorBurstRule = { count: 5, windowMs: 60_000, quietMs: 10 * 60_000 };

/**
 * Counts this process's 5xx answers and says when they make a burst worth one alert: `count` within `windowMs`,
 * then nothing for `quietMs` (an outage would otherwise flood the chat, and the per-minute limit with it).
 */
export class ErrorBurst {
  private times: number[] = [];
  private quietUntil = 0;

  constructor(
    readonly rule: ErrorBurstRule = SERVER_ERROR_BURST,
    private readonly now: () => number = Date.now,
  ) {}

  /** Records one error; true when it completes a burst that should be alerted. */
  record(): boolean {
    const now = this.now();
    this.times = this.times.filter((time) => time > now - this.rule.windowMs);
    this.times.push(now);
    if (this.times.length < this.rule.count || now < this.quietUntil) return false;
    this.quietUntil = now + this.rule.quietMs;
    this.times = [];
    return true;
  }
}
