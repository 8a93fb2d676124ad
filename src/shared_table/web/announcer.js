// What the screen reader says: sentences queued into one polite live region.
//
// The answer to a person's own line is said at once (`now`): Orca drops a live-region message it
// has not yet spoken at any key press, so every moment the page holds it back is a moment in which
// a key pressed right after Enter loses it. Other lines that arrive close together are gathered
// for a moment and said as one announcement, in order. And when a key is pressed within a moment
// of a person's own result, the result is said once more after the key (the key stopped it before
// it was heard through); only once, and only that one.
//
// Chrome and Edge do not read a live region whose new text equals the old, so each announcement
// alternates a trailing no-break space: the same sentence twice in a row is read twice.

const GATHER_MS = 80;
const AGAIN_WITHIN_MS = 500;  // a key this soon after a person's own result cut it off (Orca waits 100 ms to say it, then speaks it)
const NOT_KEYS = new Set(["Shift", "Control", "Alt", "Meta", "AltGraph", "CapsLock", "Insert"]);  // Insert is Orca's key

export class Announcer {
  constructor(region) {
    this.region = region;
    this.queue = [];
    this.timer = null;
    this.flip = false;
    this.own = null;  // { text, at }: the person's own result last said, until a key or a moment passes
    window.addEventListener("keydown", (event) => this.keyPressed(event), true);
  }

  say(lines, now = false) {
    for (const line of lines) if (line) this.queue.push(line);
    if (!this.queue.length) return;
    if (now) { clearTimeout(this.timer); this.flush(true); return; }
    if (this.timer === null) this.timer = setTimeout(() => this.flush(false), GATHER_MS);
  }

  flush(own) {
    this.timer = null;
    if (!this.queue.length) return;
    const text = this.queue.splice(0).join(" ");
    this.show(text);
    // The moment passes from when the page is drawn, not from now: the table is drawn right after
    // (page.js), and on a busy machine that alone used up the moment before Orca took the result in.
    this.own = own ? { text, at: Infinity } : null;
    if (own) setTimeout(() => { if (this.own && this.own.text === text) this.own.at = performance.now(); }, 0);
  }

  show(text) {
    this.flip = !this.flip;
    this.region.textContent = this.flip ? `${text}\u00a0` : text;
  }

  keyPressed(event) {
    const own = this.own;
    if (!own || NOT_KEYS.has(event.key)) return;
    this.own = null;
    if (performance.now() - own.at > AGAIN_WITHIN_MS) return;
    // After the key has had its say (the screen reader speaks the new focus first), the result again.
    setTimeout(() => this.show(own.text), 0);
  }
}
