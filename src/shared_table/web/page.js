// The web page's seat at a table: joining, the connection, what is said and the command box.
// The server's session makes every sentence and parses every line (net/line_seat.py), so the
// words, commands and errors are the terminal's own. This file only carries them (docs/web.md).

import { drawTable } from "./table.js";
import { Announcer } from "./announcer.js";
import { CommandBox } from "./command_box.js";
import { element, focusHeading } from "./dom.js";
import { TableSounds } from "./sounds.js";

const $ = (id) => document.getElementById(id);
const params = new URLSearchParams(location.search);
const LOG_MOST = 500;           // entries the history keeps; older ones go
const QUIET_MS = 5000;  // told "moved": this long back at the table's new server process without a word
const RETRY_MOST_SECONDS = 120; // as the terminal client: two minutes of trying, then a sentence

const state = {
  words: {}, languages: [], games: [], language: "en",
  code: (params.get("table") || "").trim().toUpperCase().slice(0, 12),
  ws: null, nextId: 1, seat: -1, seated: false, started: false, left: false,
  join: null,                 // the join or open request, sent again on each reconnect
  lostAt: 0, retry: null,
  moving: false, quietly: false,  // told "moved", and back again after it
  quietSince: 0, quietTries: 0,   // since when, and how often, the page has tried to come back quietly
  heard: null,                // [generation, moves]: how far this person was told, from the last "said"
  box: null,                  // the command box (command_box.js)
  answering: false,           // a line was sent: the next "said" answers it, and is said at once
};
const announcer = new Announcer($("speech"));
const sounds = new TableSounds();
window.tableSounds = sounds;  // for tests: sounds rendered offline (tests/test_web_sounds.py)
$("sounds-on").checked = sounds.on;  // this browser's choice, kept in it
$("sounds-on").addEventListener("change", (event) => sounds.setOn(event.target.checked));

function word(id, args = {}) {
  let text = state.words[id] ?? id;
  for (const [key, value] of Object.entries(args)) text = text.replaceAll(`{${key}}`, String(value));
  return text;
}

// ---------------------------------------------------------------- words and language

function chosenLanguage() {
  const known = state.languages.map((language) => language.code);
  const stored = localStorage.getItem("shared-table:language");
  if (stored && known.includes(stored)) return stored;
  for (const preference of navigator.languages || [navigator.language || "en"]) {
    let code = preference.toLowerCase().split("-")[0];
    if (code === "no" || code === "nn") code = "nb";
    if (known.includes(code)) return code;
  }
  return "en";
}

async function loadWords(code) {
  const answer = await fetch(`/words/${encodeURIComponent(code)}`);
  const value = await answer.json();
  state.words = value.words; state.languages = value.languages; state.games = value.games;
  state.language = value.code;
  document.documentElement.lang = value.code;
  for (const node of document.querySelectorAll("[data-word]")) node.textContent = word(node.dataset.word);
  document.title = word("web-title");
}

function languageChooser() {
  const select = element("select", { id: "language", name: "language" });
  for (const language of state.languages) {
    select.append(element("option", { value: language.code, lang: language.code, selected: language.code === state.language,
                                      text: language.name }));
  }
  select.addEventListener("change", async () => {
    localStorage.setItem("shared-table:language", select.value);
    await loadWords(select.value);
    showJoin();  // the form again, in the language chosen; what was typed in it is kept
    $("language").focus();
  });
  return element("p", {}, element("label", { for: "language", text: word("web-language") }), select);
}

// ---------------------------------------------------------------- joining and opening

function tokenKey(code) { return `shared-table:token:${code}`; }

function field(id, label, attributes = {}) {
  const kept = document.getElementById(id)?.value;  // drawn again (another language, a refusal): what was typed stays
  const input = element("input", { id, name: id, ...attributes });
  if (kept !== undefined) input.value = kept;
  return element("p", {}, element("label", { for: id, text: label }), input);
}

function showJoin(problem = "") {
  const join = $("join");
  const parts = [];
  const name = localStorage.getItem("shared-table:name") || "";
  if (state.code) {
    const form = element("form", { id: "join-form", "aria-labelledby": "join-heading" },
      element("h2", { id: "join-heading", text: word("web-join-heading", { code: state.code }) }),
      field("name", word("web-name"), { required: true, maxlength: 40, autocomplete: "nickname", value: name }),
      languageChooser(),
      element("button", { type: "submit", text: word("web-join") }));
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      const typed = typedName();
      if (typed) startJoin({ kind: "join-lines", table: state.code, name: typed, token: null, language: state.language });
    });
    parts.push(form);
  } else {
    const kept = document.getElementById("game-choice")?.value;
    const games = element("select", { id: "game-choice", name: "game" });
    for (const game of state.games) {
      games.append(element("option", { value: game.name, text: game.title, selected: game.name === kept }));
    }
    games.addEventListener("change", () => fitPlayers(games.value));
    const open = element("form", { id: "open-form", "aria-labelledby": "open-heading" },
      element("h2", { id: "open-heading", text: word("web-open-heading") }),
      field("name", word("web-name"), { required: true, maxlength: 40, autocomplete: "nickname", value: name }),
      element("p", {}, element("label", { for: "game-choice", text: word("web-game") }), games),
      field("players", word("web-players"), { type: "number", min: 1, max: 14, value: 2, inputmode: "numeric" }),
      field("guests", word("web-guests"), { type: "number", min: 0, max: 13, value: 1, inputmode: "numeric" }),
      languageChooser(),
      element("button", { type: "submit", text: word("web-open") }));
    open.addEventListener("submit", (event) => {
      event.preventDefault();
      const typed = typedName();
      if (!typed) return;
      const players = parseInt($("players").value, 10);
      startJoin({ kind: "open-lines", game: $("game-choice").value, players: Number.isFinite(players) ? players : null, bots: null,
                  guests: parseInt($("guests").value, 10) || 0, name: typed, seed: null, options: [], language: state.language });
    });
    const code = element("form", { id: "code-form", "aria-labelledby": "code-heading" },
      element("h2", { id: "code-heading", text: word("web-join-code-heading") }),
      field("code", word("web-code"), { required: true, maxlength: 12, autocapitalize: "characters" }),
      element("button", { type: "submit", text: word("web-join") }));
    code.addEventListener("submit", (event) => {
      event.preventDefault();
      const typed = $("code").value.trim().toUpperCase();
      if (typed) location.search = `?table=${encodeURIComponent(typed)}`;
    });
    parts.push(open, code);
  }
  if (problem) {
    parts.unshift(element("p", { class: "problem", id: "problem", tabindex: "-1", text: problem }));
    if (state.code) parts.push(element("p", {}, element("a", { href: "/", id: "home", text: word("web-home") })));
  }
  join.replaceChildren(...parts);
  join.hidden = false;
  if (!state.code) fitPlayers($("game-choice").value);
  if (problem) $("problem").focus();  // the button pressed is gone: the focus goes to what went wrong
}

function typedName() {
  // The name in the form, kept for next time; none: said, and the focus back in the field.
  const typed = $("name").value.trim();
  if (!typed) { say([word("web-name-needed")]); $("name").focus(); return ""; }
  localStorage.setItem("shared-table:name", typed);
  return typed;
}

function fitPlayers(name) {
  // The players field takes only what the game seats (a solitaire is one player, alone).
  const game = state.games.find((known) => known.name === name);
  if (!game) return;
  const [fewest, most] = game.players;
  const players = $("players"), guests = $("guests");
  players.min = fewest; players.max = most;
  const wanted = Math.min(most, Math.max(fewest, parseInt(players.value, 10) || fewest));
  players.value = wanted;
  guests.max = Math.max(0, wanted - 1);
  guests.value = Math.min(parseInt(guests.value, 10) || 0, wanted - 1);
}

function showGame(shown) {
  // The table and the command box; the skip link to the box only while there is a box to skip to.
  $("game").hidden = !shown;
  $("skip-link").hidden = !shown;
}

function focusIfLost(target) {
  // After a person's own step removed what they were on (Join, Start, New game), and only then.
  const focused = document.activeElement;
  if (!focused || focused === document.body || focused.closest("[hidden]")) focusHeading(target);
}


function startJoin(request) {
  state.join = request;
  state.heard = null;  // a seat sat anew: nothing told there yet
  connect();
}

// ---------------------------------------------------------------- the connection

function send(request) {
  if (state.ws && state.ws.readyState === WebSocket.OPEN) {
    state.ws.send(JSON.stringify({ id: state.nextId++, ...request }));
    return true;
  }
  return false;
}

function connect() {
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  // The table's code in the path once it is known, for a balancer in front of several servers to route by.
  const path = /^[A-Z0-9]{1,12}$/.test(state.code) ? `/ws/${state.code}` : "/ws";
  const ws = new WebSocket(`${scheme}//${location.host}${path}`);
  state.ws = ws;
  ws.addEventListener("open", () => {
    const token = state.code ? localStorage.getItem(tokenKey(state.code)) : null;
    const request = { ...state.join };
    if (request.kind === "join-lines" && token) request.token = token;
    if (state.seated && state.code && token) {  // back after a drop: the same seat, by its token
      Object.assign(request, { kind: "join-lines", table: state.code, token, name: request.name, language: state.language });
      for (const key of ["game", "players", "bots", "guests", "seed", "options"]) delete request[key];
      // How far this person heard: the server, maybe another process, or one started again after
      // a crash, saved a little less; it tells only what came after (docs/protocol.md, Coming back).
      if (state.heard) request.heard = state.heard;
    }
    send(request);
  });
  ws.addEventListener("message", (event) => receive(JSON.parse(event.data)));
  ws.addEventListener("close", () => {
    if (state.ws !== ws) return;
    if (state.moving) {  // the table is hosted by another server process now: back through the balancer, quietly
      state.moving = false;
      state.quietly = true;
      state.ws = null;
      if (!state.quietSince) state.quietSince = Date.now();
      if (Date.now() - state.quietSince < QUIET_MS) {  // at once, then every half second; past that, said as a drop
        state.retry = setTimeout(connect, state.quietTries++ ? 500 : 0);
        return;
      }
    }
    lost();
  });
}

function lost() {
  state.ws = null;
  if (state.left || !state.seated) {
    if (!state.seated && !state.left) showJoin(word("web-gave-up"));
    return;
  }
  const now = Date.now();
  if (!state.lostAt) { state.lostAt = now; status(word("web-lost"), true); }
  const waited = (now - state.lostAt) / 1000;
  if (waited > RETRY_MOST_SECONDS) { status(word("web-gave-up"), true); return; }
  const delay = Math.min(1000 * 2 ** Math.min(5, Math.floor(waited / 4)), 15000);
  state.retry = setTimeout(connect, delay);
}

function status(text, spoken) {
  $("connection").textContent = text;
  if (spoken) say([text]);
}

function receive(message) {
  switch (message.kind) {
    case "seated": return seated(message);
    case "lobby": return lobby(message);
    case "started": state.started = true; $("lobby").hidden = true; showGame(true); return undefined;
    case "said": return said(message);
    case "completions": state.box.completed(message.lines); return undefined;
    case "refused": return refused(message);
    case "replaced": return replaced(message);
    case "moved": state.moving = true; return undefined;  // the close that follows reconnects at once
    default: return undefined;
  }
}

function seated(message) {
  const back = state.seated;
  const quietly = state.quietly;  // back after a move between server processes: nothing was lost to say
  state.quietly = false;
  state.quietSince = 0;
  state.quietTries = 0;
  state.seated = true; state.seat = message.seat; state.code = message.table;
  state.lostAt = 0;
  localStorage.setItem(tokenKey(message.table), message.token);
  if (params.get("table") !== message.table) history.replaceState(null, "", `?table=${encodeURIComponent(message.table)}`);
  $("join").hidden = true;
  status(word(back ? "web-back" : "web-connected", { code: message.table }), back && !quietly);
  if (message.started) { state.started = true; showGame(true); }
}

function lobby(message) {
  // No free seat left: the table comes next, and the focus goes there once, not here first.
  if (state.started || message.waiting === 0) return;
  const link = `${location.origin}/?table=${encodeURIComponent(state.code)}`;
  const copy = element("button", { type: "button", id: "copy", text: word("web-copy") });
  copy.addEventListener("click", async () => {
    try { await navigator.clipboard.writeText(link); say([word("web-copied")]); } catch { say([link]); }
  });
  const parts = [
    element("h2", { id: "lobby-heading", text: word("web-lobby-heading", { code: state.code }) }),
    element("p", { text: word("web-lobby-link") }),
    element("p", {}, element("a", { href: link, id: "table-link", text: link }), " ", copy),
    element("p", { id: "joined", text: word("web-joined", { names: message.joined.join(", ") }) }),
    element("p", { id: "free-seats", text: word("web-free-seats", { n: message.waiting }) }),
  ];
  if (state.seat === 0) {
    const start = element("button", { type: "button", id: "start", text: word("web-start") });
    start.addEventListener("click", () => send({ kind: "start" }));
    parts.push(element("p", {}, start));
  }
  const shown = $("lobby");
  const keep = document.activeElement && shown.contains(document.activeElement) ? document.activeElement.id : "";
  shown.replaceChildren(...parts);
  shown.setAttribute("aria-labelledby", "lobby-heading");
  shown.hidden = false;
  if (keep && $(keep)) $(keep).focus({ preventScroll: true });
  showGame(false);
  focusIfLost($("lobby-heading"));
}

function replaced(message) {  // the seat was taken on another device: this page does not take it back
  state.left = true;
  const text = message.text || word("web-not-understood");
  log([text]);
  status(text, true);
}

function refused(message) {
  const text = message.text || word("web-not-understood");
  if (state.seated && message.said && message.said.id === "net-table-moving" && state.ws) {
    state.moving = true;  // the table is between two server processes: come back in a moment, quietly
    state.ws.close();
    return;
  }
  if (!state.seated) {
    if (state.ws) state.ws.close();
    state.ws = null;
    localStorage.removeItem(tokenKey(state.code));
    showJoin(text);  // the focus goes to the sentence, which is read there: said once, not also announced
    return;
  }
  log([text]);
  say([text]);
}

function said(message) {
  if (message.drawing) {  // the game is on (before it, what is said comes from the lobby: who joined)
    state.started = true;
    $("lobby").hidden = true; showGame(true);
  }
  const braille = message.lines.filter(isBraille);
  const now = state.answering;  // the answer to this person's own line: said at once
  state.answering = false;
  log(message.lines);
  const spoken = message.lines.filter((line) => !isBraille(line));
  if (braille.length) spoken.push(word("web-braille-history"));
  if (message.closed && !state.left) spoken.push(word("web-left"));
  say(spoken, now);
  sounds.play(message.sounds, message.volume);  // beside the speech, never before it
  if (Array.isArray(message.heard)) state.heard = message.heard;  // sent back when this page comes back
  afterTheGame(message.over, message.closed);
  if (message.drawing) {
    drawTable($("table"), message.drawing, { act: sendLine, say: (lines) => { log(lines); say(lines); }, word, left: () => state.left });
    focusIfLost($("table-title"));
  }
  $("table").dataset.moves = String(message.moves ?? "");  // the moves this drawing has seen (tests wait on it)
}

function afterTheGame(over, closed) {
  const after = $("after");
  if (closed) {
    if (state.left) return;
    state.left = true;
    after.replaceChildren(element("p", { text: word("web-left") }));
    after.hidden = false;
    if (state.ws) state.ws.close();
    ended();
    return;
  }
  if (!over) {
    after.hidden = true; after.replaceChildren();
    return;
  }
  if (!after.hidden) return;
  const again = element("button", { type: "button", id: "new-game", text: word("web-new-game") });
  again.addEventListener("click", () => sendLine("new"));
  after.replaceChildren(element("h2", { text: word("web-game-over") }), element("p", {}, again));
  after.hidden = false;
}

// ---------------------------------------------------------------- saying and the history

function say(lines, now = false) {
  announcer.say(lines, now);
  if (lines.length) $("latest").textContent = lines.slice(-2).join(" ");  // the last of it: the history has the rest
}

function isBraille(line) {
  // A line of the braille display's cells (`braille`): for the eyes; read out, it is noise, cell by cell.
  const cells = [...line].filter((char) => char >= "\u2800" && char <= "\u28ff").length;
  return cells > 0 && cells * 2 >= [...line].filter((char) => char.trim()).length;
}

function log(lines, typed = false) {
  const history = $("log");
  for (const line of lines) {
    if (!line) continue;
    const shown = line.length > 200 ? `${line.slice(0, 200)}…` : line;  // a refused 5,000-character line need not fill the page
    const braille = !typed && isBraille(line);
    if (braille) {  // for a braille display as for the eyes: named as braille, the cells as they are
      history.append(element("li", { class: "braille" }, element("span", { class: "braille-label", text: `${word("web-braille-label")}: ` }),
        element("span", { class: "cells", text: line })));
      continue;
    }
    history.append(element("li", { class: typed ? "typed" : null, text: typed ? word("web-you-typed", { line: shown }) : line }));
  }
  while (history.children.length > LOG_MOST) history.firstElementChild.remove();
  $("log-box").scrollTop = $("log-box").scrollHeight;
}

function sendLine(line) {
  if (state.left) { say([word("web-left")], true); return false; }
  if (!send({ kind: "line", text: line })) { say([word("web-lost")]); return false; }
  state.answering = true;
  log([line.trim() ? line : word("web-empty-line")], true);
  return true;
}

function ended() {
  // Left the table: said, and every button of the table and the box shown as off (they stay
  // where they are, so the focus is not lost; pressed, they say again that the table was left).
  status(word("web-left"), false);
  $("table").classList.add("ended");
  for (const button of document.querySelectorAll("#table button, #send")) button.setAttribute("aria-disabled", "true");
  $("command").setAttribute("aria-disabled", "true");
}

// ---------------------------------------------------------------- start

async function start() {
  await loadWords("en");
  const language = chosenLanguage();
  if (language !== "en") await loadWords(language);
  state.box = new CommandBox($("command-form"), $("command"), { send, sendLine, say, word });
  const token = state.code ? localStorage.getItem(tokenKey(state.code)) : null;
  if (state.code && token) {  // this browser has a seat here: take it back
    status(word("web-connecting"), false);
    startJoin({ kind: "join-lines", table: state.code, name: localStorage.getItem("shared-table:name") || "",
                token, language: state.language });
  } else {
    showJoin();
  }
}

start();
