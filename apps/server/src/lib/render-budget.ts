/**
 * How many pages one client address may have rendered on the server per minute, counting only renders the page
 * cache could not answer. Beyond it the address gets the page unrendered (the browser renders it, as without
 * JavaScript-free HTML): nobody can keep the renderer busy with one-off addresses such as `/blog/<random>` or
 * made-up queries, and nobody is refused a page. Per process; a fixed one-minute window.
 */
export class RenderBudget {
  private window = -1;
  private readonly used = new Map<string, number>();

  constructor(private readonly perMinute: number) {}

  /** True, and one render counted, when `address` may have a page rendered now. */
  take(address: string, now = Date.now()): boolean {
    const window = Math.floor(now / 60_000);
    if (window !== this.window) {
      this.window = window;
      this.used.clear();
    }
    const used = this.used.get(address) ?? 0;
    if (used >= this.perMinute) return false;
    this.used.set(address, used + 1);
    return true;
  }
}
