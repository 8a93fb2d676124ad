// The command box: a line typed is sent as the terminal would send it; the arrows bring back lines
// typed before (a half-typed line is kept for the way back down); Tab completes as the terminal's
// Tab does, from the server's answer to `complete`. A Tab is kept only when it does something new
// (fills text in, or says choices not yet said for this text); the next Tab on the same text moves
// on, as does a second Tab while the answer is awaited, so the box never traps the keyboard.

const ASK_AFTER_MS = 120;  // completions are asked for once typing pauses

export class CommandBox {
  constructor(form, input, { send, sendLine, say, word }) {
    Object.assign(this, { input, send, sendLine, say, word });
    this.typed = []; this.typedAt = 0; this.draft = "";
    this.completion = { text: null, lines: [] };  // the completions of `text`, as the server gave them
    this.pending = null;  // the text last asked about
    this.tabbed = false;  // a Tab came before the answer: complete when it comes
    this.asking = null;
    this.said = "";  // the text and choices last said, so that the same Tab is not kept twice
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      const text = input.value;
      if (sendLine(text)) {
        if (text.trim()) this.typed.push(text);
        this.typedAt = this.typed.length;
        input.value = "";
      }
    });
    input.addEventListener("input", () => {
      clearTimeout(this.asking);
      this.asking = setTimeout(() => this.ask(false), ASK_AFTER_MS);
    });
    input.addEventListener("keydown", (event) => this.key(event));
  }

  ask(tabbed) {
    this.pending = this.input.value;
    this.tabbed = tabbed;
    if (this.input.value.trim()) this.send({ kind: "complete", text: this.input.value });
  }

  completed(lines) {
    this.completion = { text: this.pending, lines };
    if (this.tabbed) { this.tabbed = false; this.complete(null); }  // the Tab that came first
  }

  key(event) {
    const input = this.input;
    if (event.key === "ArrowUp" || event.key === "ArrowDown") {
      if (!this.typed.length) return;
      event.preventDefault();
      if (this.typedAt === this.typed.length) this.draft = input.value;
      this.typedAt = Math.max(0, Math.min(this.typed.length, this.typedAt + (event.key === "ArrowUp" ? -1 : 1)));
      input.value = this.typedAt === this.typed.length ? this.draft : this.typed[this.typedAt];
      return;
    }
    if (event.key !== "Tab" || event.shiftKey || !input.value.trim()) return;
    if (this.completion.text !== input.value) {  // typed faster than the answer came: complete when it comes
      if (this.tabbed && this.pending === input.value) return;  // a second Tab while waiting (or no answer): move on
      event.preventDefault();
      clearTimeout(this.asking);
      this.completion = { text: null, lines: [] };
      this.ask(true);
      return;
    }
    this.complete(event);
  }

  complete(event) {
    const input = this.input;
    const { text, lines } = this.completion;
    if (text !== input.value || !lines.length) return;  // nothing to complete: Tab moves on, as everywhere
    const common = lines.reduce((shared, line) => {
      let end = 0;
      while (end < shared.length && end < line.length && shared[end].toLowerCase() === line[end].toLowerCase()) end += 1;
      return shared.slice(0, end);
    });
    let value = input.value;
    if (lines.length === 1 && lines[0] !== value) value = `${lines[0]} `;
    else if (common.length > value.length) value = common;
    const choices = lines.length > 1 ? `${value}\n${lines.join("; ")}` : "";
    if (value === input.value && (!choices || choices === this.said)) return;  // nothing new: Tab moves on
    event?.preventDefault();
    input.value = value;
    if (choices) {
      this.said = choices;
      this.say([this.word("web-options", { options: lines.join("; ") })]);
    }
    const typed = input.value.toLowerCase().trim();
    this.completion = { text: input.value, lines: lines.filter((line) => line.toLowerCase().startsWith(typed)) };
    input.dispatchEvent(new Event("input"));
  }
}
