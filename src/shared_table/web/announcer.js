// What the screen reader says: sentences queued into one polite live region.
//
// Lines that arrive together (a move, and whose turn it is now) are said as one announcement, in
// order, after a short pause that lets the whole message arrive. Chrome and Edge do not read a
// live region whose new text equals the old, so each announcement alternates a trailing no-break
// space: the same sentence twice in a row ("You cannot take now.") is read twice.

const GATHER_MS = 80;

export class Announcer {
  constructor(region) {
    this.region = region;
    this.queue = [];
    this.timer = null;
    this.flip = false;
  }

  say(lines) {
    for (const line of lines) if (line) this.queue.push(line);
    if (this.queue.length && this.timer === null) this.timer = setTimeout(() => this.flush(), GATHER_MS);
  }

  flush() {
    this.timer = null;
    if (!this.queue.length) return;
    const text = this.queue.splice(0).join(" ");
    this.flip = !this.flip;
    this.region.textContent = this.flip ? `${text}\u00a0` : text;
  }
}
