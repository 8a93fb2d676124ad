// Draws any game's table from its drawing (core/drawing.py): areas of cards and piles, buttons,
// facts and a score sheet. A card shows its rank and suit in print and its braille label, as the
// braille-deck edition prints them; its accessible name is its full name, the visible glyphs
// being hidden from the screen reader (axe's label-in-name rule; docs/web.md).
//
// Only what changed is drawn again: a new drawing is laid over the old one node by node (morph),
// so a button whose label or state changed is the same element with new attributes, and a card
// still in the hand is the same button. The focus and the screen reader's reading position stay
// where the person put them; when the focused card or button is gone, the focus goes to the
// nearest thing left in its pile or part, else that pile's or part's heading. Nothing here moves
// the focus on its own. Each button has its own click listener, which acts on the drawing last
// drawn (a button stays while its action changes with each drawing).

import { element, focusHeading } from "./dom.js";

let chosen = null;  // the key of the card chosen for a button that needs one ("qsp#0")
const actions = new Map();  // a button's key -> its action in the drawing last drawn

function face(card) {
  // What the eyes see: rank and suit mark in print, the braille label under them. Hidden from
  // the screen reader, which reads the full name beside it.
  const print = element("span", { class: "print", "aria-hidden": "true" },
    element("span", { class: "rank", text: card.rank }), element("span", { class: "mark", text: card.mark }));
  const braille = element("span", { class: "braille", "aria-hidden": "true", text: card.braille });
  return [print, braille, element("span", { class: "visually-hidden", text: card.name })];
}

function cardItem(card, key, tools) {
  const classes = `card suit-${card.suit}${card.wild ? " wild" : ""}`;
  if (!card.pick) return element("li", { class: classes, "data-key": key }, ...face(card));
  const button = element("button", { type: "button", class: classes, "data-key": key, "data-pick": card.pick,
                                     "aria-pressed": chosen === key ? "true" : "false" }, ...face(card));
  return element("li", { "data-key": key }, clickable(button));
}

function cardList(cards, prefix, tools, labelledBy = null) {
  // Under its area's heading, which names it; a pile's list is named by its pile's heading, as
  // tabbing into it lands in the list and not on the heading ("Pile 3, list with 4 items").
  const list = element("ul", { class: "cards", "data-key": `${prefix}:cards`, "aria-labelledby": labelledBy });
  const keys = cardKeys(cards, prefix, (card) => card.pick || card.name);
  cards.forEach((card, index) => list.append(cardItem(card, keys[index], tools)));
  return list;
}

function cardKeys(cards, prefix, identity) {
  const seen = {};
  return cards.map((card) => {
    const id = identity(card);
    const copy = seen[id] = (seen[id] ?? -1) + 1;  // two queens of spades are two keys
    return `${prefix}:${id}#${copy}`;
  });
}

const played = new WeakMap();  // container -> { title, piles: pile -> { names shown, names covered }, keys: the cards marked }

function markJustPlayed(container, drawing, slots) {
  // For the eyes: the cards the last move put on the table (discarded, laid down, played on a pile)
  // get a dashed frame, kept until a later move puts others down. The card under one taken is shown
  // again, not played; a hand's new cards are a draw; a stock's top is turned up, not played; a new
  // round or game, or a page just opened, marks nothing. A class only: the screen reader has heard
  // the move, and hears nothing more of it.
  const state = played.get(container) ?? { title: null, piles: new Map(), keys: new Set() };
  const fresh = state.title === drawing.title;
  if (!fresh) { state.piles.clear(); state.keys.clear(); }
  const found = new Set();
  drawing.areas.forEach((area, index) => {
    const lists = area.piles.map((pile, number) => [`${slots[index]}:${number}`, pile]).filter(([, pile]) => !pile.face_down)
      .map(([prefix, pile]) => [prefix, pile.cards]);
    if (!area.mine) lists.push([slots[index], area.cards]);
    for (const [prefix, cards] of lists) {
      if (!cards.length) { state.piles.delete(prefix); continue; }  // an emptied pile starts again
      const keys = cardKeys(cards, prefix, (card) => card.pick || card.name);
      const names = cardKeys(cards, "", (card) => card.name);  // by name: a solitaire pile's picks change as it closes
      const before = state.piles.get(prefix);
      let added = names;
      if (before) {
        let common = 0;
        while (common < names.length && names[common] === before.names[common]) common += 1;
        const gone = before.names.slice(common);
        added = names.slice(common).filter((name) => !before.names.includes(name));
        if (names.length === 1 && gone.length === 1 && before.under.at(-1) === added[0]) { before.under.pop(); added = []; }
        else if (added.length) before.under.push(...gone);
      }
      if (fresh) names.forEach((name, place) => { if (added.includes(name)) found.add(keys[place]); });
      state.piles.set(prefix, { names, under: before?.under ?? [] });
    }
  });
  if (found.size) state.keys = found;
  state.title = drawing.title;
  played.set(container, state);
  for (const card of container.querySelectorAll(".card[data-key]")) card.classList.toggle("just-played", state.keys.has(card.dataset.key));
}

function actionButton(action, key, tools, pickPrompt) {
  actions.set(key, action);
  return clickable(element("button", { type: "button", class: "action", "data-key": key,
                                       "aria-disabled": action.enabled ? null : "true", text: action.label }));
}

function clickable(button) {
  // Each button its own listener, acting on the drawing last drawn: one listener on the whole table
  // made Chromium call everything focusable in it "clickable" (a clicked ancestor), and Orca says so.
  button.addEventListener("click", () => pressed(button, current.tools, current.pickPrompt));
  return button;
}

function pressed(button, tools, pickPrompt) {
  // A click or Enter on one of the table's buttons: a card is chosen or let go, an action acts.
  if (tools.left?.()) { tools.act(""); return; }  // the table was left: says so
  if (button.dataset.pick) {
    chosen = chosen === button.dataset.key ? null : button.dataset.key;
    for (const other of document.querySelectorAll("button[data-pick]")) {
      other.setAttribute("aria-pressed", other.dataset.key === chosen ? "true" : "false");
    }
    return;
  }
  const action = actions.get(button.dataset.key);
  if (!action) return;
  if (!action.enabled) { tools.say([action.why || action.label]); return; }
  let line = action.line;
  if (action.needs_pick) {
    const picked = chosen && document.querySelector(`button[data-key="${CSS.escape(chosen)}"]`);
    if (!picked || !picked.dataset.pick.startsWith(action.pick_from || "")) { tools.say([pickPrompt]); return; }
    line = line.replaceAll("{pick}", picked.dataset.pick);
  }
  if (tools.act(line)) chosen = null;
}

function pileItem(pile, key, tools, pickPrompt) {
  // Every part keyed, so that a pile turning empty changes only its cards: its buttons stay the
  // same elements (a focused "Play on building pile 2" is not rebuilt and read again).
  const id = `${key.replaceAll(":", "-")}-name`;
  const heading = element("h4", { id, "data-key": `${key}:name`, text: pile.name });
  const parts = [heading];
  if (!pile.cards.length) {  // a card back, or the outline of an empty place: for the eyes (the note says it)
    const kind = pile.face_down ? "back" : "empty";
    parts.push(element("div", { class: `card ${kind}`, "aria-hidden": "true", "data-key": `${key}:${kind}` }));
  }
  if (pile.cards.length) parts.push(cardList(pile.cards, key, tools, id));
  if (pile.note) parts.push(element("p", { class: "note", "data-key": `${key}:note`, text: pile.note }));
  if (pile.actions.length) {
    parts.push(element("div", { class: "pile-actions", "data-key": `${key}:actions` },
      ...pile.actions.map((action, index) => actionButton(action, `${key}:action:${index}`, tools, pickPrompt))));
  }
  // A group named by the heading: Orca does not say a list's name (a list is a text block to it),
  // only "List with 3 items"; a named group it says on the way in ("Pile 2, fours wild").
  return element("li", { class: "pile", "data-key": key },
    element("div", { role: "group", "aria-labelledby": id, "data-key": `${key}:group` }, ...parts));
}

function areaSection(area, slot, tools, pickPrompt) {
  // Its id and keys come from its slot (its name), not its place: when an area before it goes (the
  // melds of a round just ended), it is the same element still.
  const id = slot;
  // The player to move: a band and a "to play" badge for the eyes. The badge is hidden from the
  // screen reader, which has heard whose turn it is in the facts and the announcement.
  const badge = area.to_play ? [element("span", { class: "to-play-badge", "aria-hidden": "true", text: tools.word("web-to-play") })] : [];
  const parts = [element("h3", { id, "data-key": `${id}:name` }, area.name, ...badge)];
  if (area.note) parts.push(element("p", { class: "note", "data-key": `${id}:note`, text: area.note }));
  if (area.cards.length) parts.push(cardList(area.cards, `${id}`, tools));
  if (area.piles.length) {
    parts.push(element("ul", { class: "piles", "data-key": `${id}:piles` },
      ...area.piles.map((pile, number) => pileItem(pile, `${id}:${number}`, tools, pickPrompt))));
  }
  return element("section", { class: `area${area.mine ? " mine" : ""}${area.to_play ? " to-play" : ""}`, "aria-labelledby": id, "data-key": id }, ...parts);
}

function areaSlots(areas) {
  // A slot for each area by its name (the same name twice: numbered), safe as an id.
  const seen = {};
  return areas.map((area) => {
    const name = `${area.mine ? "mine-" : ""}${area.name}`;
    const copy = seen[name] = (seen[name] ?? -1) + 1;
    const safe = [...name].map((char) => (/[\p{L}\p{N}]/u.test(char) ? char : "-")).join("");
    return `area-${safe}-${copy}`;
  });
}

function scoreSheet(scores, tools) {
  const head = element("tr", {}, ...scores.head.map((text) => element("th", { scope: "col", text })));
  const rows = scores.rows.map((row) => element("tr", {}, element("th", { scope: "row", text: row[0] }),
    ...row.slice(1).map((text) => element("td", { text }))));
  // Named once, by its caption: no region around it saying "Scores" again, and no tabindex.
  const table = element("table", {}, element("caption", { text: tools.word("web-scores") }), element("thead", {}, head),
    element("tbody", {}, ...rows));
  return element("div", { class: "scores" }, table);
}

const FOCUSABLE = "button, [tabindex]";

function sameNode(old, fresh) {
  return old.nodeType === fresh.nodeType && old.nodeName === fresh.nodeName
    && (old.nodeType !== Node.ELEMENT_NODE || old.dataset.key === fresh.dataset.key);
}

function morph(old, fresh) {
  // Make `old` look like `fresh`, changing only what differs: the elements that stay are the same
  // elements (the focus and the screen reader's place stay on them); a keyed child (a card, a
  // button) is kept by its key, the others by their place.
  if (old.nodeType !== Node.ELEMENT_NODE) { if (old.nodeValue !== fresh.nodeValue) old.nodeValue = fresh.nodeValue; return; }
  for (const { name } of [...old.attributes]) {
    // A heading given a tabindex to take the focus keeps it while focused (else the focus would drop).
    if (!fresh.hasAttribute(name) && !(name === "tabindex" && old === document.activeElement)) old.removeAttribute(name);
  }
  for (const { name, value } of fresh.attributes) if (old.getAttribute(name) !== value) old.setAttribute(name, value);
  const wanted = [...fresh.childNodes];
  const keys = new Set(wanted.map((node) => node.dataset?.key).filter(Boolean));
  for (const child of [...old.childNodes]) if (child.dataset?.key && !keys.has(child.dataset.key)) child.remove();
  let at = old.firstChild;
  for (const next of wanted) {
    let match = at && sameNode(at, next) ? at : null;
    if (!match && next.dataset?.key) match = [...old.children].find((child) => child.dataset.key === next.dataset.key) ?? null;
    if (match) {
      if (match !== at) old.insertBefore(match, at);  // out of order (rare): moved
      morph(match, next);
      at = match.nextSibling;
    } else {
      old.insertBefore(next, at);
    }
  }
  while (at) { const after = at.nextSibling; at.remove(); at = after; }
}

function replacePart(container, slot, fresh) {
  // Lay `fresh` over the part drawn before in `slot`. When the focused element is gone, the focus
  // goes to what is now at its place in the nearest pile or part still there, else its heading.
  const old = container.querySelector(`:scope > [data-slot="${slot}"]`);
  fresh.dataset.slot = slot;
  if (!old) { container.append(fresh); return; }
  const focused = document.activeElement;
  if (old.nodeName !== fresh.nodeName) {
    old.replaceWith(fresh);
    if (old.contains(focused)) focusHeading(fresh.querySelector("h2, h3"), false);
    return;
  }
  if (!old.contains(focused)) { morph(old, fresh); return; }
  const around = [];  // the focused element's pile, area and part, with its place among their focusable elements
  for (let node = focused.parentElement; node && node !== container; node = node.parentElement) {
    if (node.matches("li.pile, section, [data-slot]")) around.push([node, [...node.querySelectorAll(FOCUSABLE)].indexOf(focused)]);
  }
  morph(old, fresh);
  if (focused.isConnected) return;  // the same element, still focused
  for (const [node, place] of around) {
    if (!node.isConnected) continue;
    const focusable = [...node.querySelectorAll(FOCUSABLE)];
    let target = focusable[Math.min(place, focusable.length - 1)];
    if (target) { target.focus({ preventScroll: true }); return; }
    const heading = node.querySelector("h2, h3, h4");
    if (heading) { focusHeading(heading, false); return; }
  }
}

const drawn = new WeakMap();  // container -> the parts as last drawn, to draw again only what changed
const current = { tools: null, pickPrompt: "" };  // what the table's buttons act with

export function drawTable(container, drawing, tools) {
  const before = drawn.get(container) ?? {};
  const now = {};
  Object.assign(current, { tools, pickPrompt: drawing.pick_prompt });
  const pickPrompt = drawing.pick_prompt;
  const slots = areaSlots(drawing.areas);
  const parts = [
    ["head", { title: drawing.title, facts: drawing.facts }, () => element("div", { class: "table-head" },
      element("h2", { id: "table-title", text: drawing.title }),
      element("ul", { class: "facts" }, ...drawing.facts.map((fact, index) => element("li", { class: index ? null : "turn", text: fact }))))],
    ...drawing.areas.map((area, index) => [slots[index], area, () => areaSection(area, slots[index], tools, pickPrompt)]),
    ["actions", drawing.actions, () => (drawing.actions.length  // no group at all when there is no move to make
      ? element("div", { class: "actions", role: "group", "aria-label": tools.word("web-moves") },
        ...drawing.actions.map((action, index) => actionButton(action, `action:${action.line}:${index}`, tools, pickPrompt)))
      : element("div", { hidden: true }))],
    ["scores", drawing.scores, () => (drawing.scores ? scoreSheet(drawing.scores, tools) : element("div", { hidden: true }))],
  ];
  const wanted = new Set(parts.map(([slot]) => slot));
  for (const old of container.querySelectorAll(":scope > [data-slot]")) {
    // Areas the table no longer has go first: the parts after them are then in place, and are not
    // moved (moving a node drops the focus in it: a round's end took it to the table's heading).
    if (!wanted.has(old.dataset.slot)) old.remove();
  }
  let previous = null;
  for (const [slot, value, make] of parts) {
    const text = JSON.stringify(value);
    now[slot] = text;
    if (before[slot] !== text) replacePart(container, slot, make());
    const node = container.querySelector(`:scope > [data-slot="${slot}"]`);
    // Moved only when out of place (a part drawn for the first time): moving a node blurs its focus.
    if (node.previousElementSibling !== previous) { if (previous) previous.after(node); else container.prepend(node); }
    previous = node;
  }
  markJustPlayed(container, drawing, slots);
  if (chosen && !container.querySelector(`button[data-key="${CSS.escape(chosen)}"]`)) chosen = null;  // played or gone
  for (const button of container.querySelectorAll("button[data-pick]")) {
    button.setAttribute("aria-pressed", button.dataset.key === chosen ? "true" : "false");
  }
  drawn.set(container, now);
}
