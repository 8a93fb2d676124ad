// The table's sounds at the page, with the Web Audio API: the same sounds the terminal plays,
// made by the server from their written descriptions (sound/voices.py) and fetched once each
// from /sounds/NAME. Each "said" message brings the names of what it says, in order; they are
// played one after another, 70 ms apart, beside the screen reader's speech, never holding an
// announcement back. On or off is this browser's choice, kept in localStorage; the volume is the
// one the person set with the `sounds` command, as at the terminal.

const GAP_S = 0.07;  // as sound/synth.py's GAP_MS
const STORED = "shared-table:sounds";

export class TableSounds {
  constructor() {
    this.context = null;  // made at the first key or click: a browser starts no audio before one
    this.files = new Map();  // name -> Promise of its WAV file's bytes
    this.buffers = new WeakMap();  // audio context -> (name -> Promise of its AudioBuffer)
    this.on = localStorage.getItem(STORED) !== "off";
    this.endsAt = 0;
    const start = () => this.context || this.start();
    window.addEventListener("keydown", start, { capture: true });
    window.addEventListener("pointerdown", start, { capture: true });
  }

  start() {
    try { this.context = new AudioContext(); } catch { this.context = null; }  // no audio here: silent
  }

  setOn(on) {
    this.on = on;
    localStorage.setItem(STORED, on ? "on" : "off");
  }

  // The sound's file is fetched once; it is decoded once for each audio context, at its rate.
  decode(context, name) {
    if (!this.files.has(name)) {
      const file = fetch(`/sounds/${encodeURIComponent(name)}`)
        .then((answer) => { if (!answer.ok) throw new Error(`no sound ${name}`); return answer.arrayBuffer(); });
      file.catch(() => this.files.delete(name));  // tried again next time
      this.files.set(name, file);
    }
    if (!this.buffers.has(context)) this.buffers.set(context, new Map());
    const decoded = this.buffers.get(context);
    if (!decoded.has(name)) decoded.set(name, this.files.get(name).then((bytes) => context.decodeAudioData(bytes.slice(0))));
    return decoded.get(name);
  }

  // Play `names` at `volume` (0 to 100) after what is still playing; never throws, never waits.
  play(names, volume) {
    if (!this.on || !this.context || !names || !names.length) return;
    const context = this.context;
    this.schedule(context, names, volume, Math.max(context.currentTime, this.endsAt))
      .then((end) => { this.endsAt = end; }, () => {});
  }

  async schedule(context, names, volume, from) {
    const buffers = await Promise.all(names.map((name) => this.decode(context, name)));
    const gain = context.createGain();
    gain.gain.value = Math.max(0, Math.min(100, volume ?? 60)) / 100;
    gain.connect(context.destination);
    let at = Math.max(from, context.currentTime);
    for (const buffer of buffers) {
      const source = context.createBufferSource();
      source.buffer = buffer;
      source.connect(gain);
      source.start(at);
      at += buffer.duration + GAP_S;
    }
    return at;
  }

  // The sounds of `names` rendered offline (tests): each stretch of sound between silences of
  // 40 ms or more, in seconds, as sox cuts a track at the terminal.
  async rendered(names, volume) {
    const rate = 22050;
    const probe = new OfflineAudioContext(1, rate, rate);
    const buffers = await Promise.all(names.map((name) => this.decode(probe, name)));
    const seconds = buffers.reduce((sum, buffer) => sum + buffer.duration + GAP_S, 0.1);
    const context = new OfflineAudioContext(1, Math.ceil(seconds * rate), rate);
    await this.schedule(context, names, volume, 0);
    const samples = (await context.startRendering()).getChannelData(0);
    const quiet = 0.002, gap = Math.round(0.04 * rate), parts = [];
    let start = -1, silent = 0;
    for (let index = 0; index < samples.length; index++) {
      if (Math.abs(samples[index]) > quiet) {
        if (start < 0) start = index;
        silent = 0;
      } else if (start >= 0 && ++silent >= gap) {
        parts.push((index - silent + 1 - start) / rate);
        start = -1; silent = 0;
      }
    }
    if (start >= 0) parts.push((samples.length - silent - start) / rate);
    return { parts, peak: samples.reduce((most, value) => Math.max(most, Math.abs(value)), 0) };
  }
}
