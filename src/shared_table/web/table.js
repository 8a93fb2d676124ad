// Draws any game's table from its drawing (core/drawing.py): areas of cards and piles, buttons,
// facts and a score sheet. A card shows its rank and suit in print and its braille label, as the
// braille-deck edition prints them; its accessible name is its full name, the visible glyphs
// being hidden from the screen reader (axe's label-in-name rule; docs/web.md).
//
// Only the parts that changed are drawn again, and the focus stays where the person put it: on
// the same card or button when it is still there, else on what took its place. Nothing here moves
// the focus on its own.

import { element } from "./dom.js";

let chosen = null;  // the key of the card chosen for a button that needs one ("qsp#0")

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
  button.addEventListener("click", () => {
    chosen = chosen === key ? null : key;
    for (const other of document.querySelectorAll("button[data-pick]")) {
      other.setAttribute("aria-pressed", other.dataset.key === chosen ? "true" : "false");
    }
  });
  return element("li", {}, button);
}

function cardList(cards, prefix, tools) {
  // Under its area's or pile's heading, which names it: the list itself is not named again.
  const seen = {};
  const list = element("ul", { class: "cards" });
  for (const card of cards) {
    const id = card.pick || card.name;
    const copy = seen[id] = (seen[id] ?? -1) + 1;  // two queens of spades are two keys
    list.append(cardItem(card, `${prefix}:${id}#${copy}`, tools));
  }
  return list;
}

function actionButton(action, key, tools, pickPrompt) {
  const button = element("button", { type: "button", class: "action", "data-key": key,
                                     "aria-disabled": action.enabled ? null : "true", text: action.label });
  button.addEventListener("click", () => {
    if (!action.enabled) { tools.say([action.why || action.label]); return; }
    let line = action.line;
    if (action.needs_pick) {
      const picked = chosen && document.querySelector(`button[data-key="${CSS.escape(chosen)}"]`);
      if (!picked || !picked.dataset.pick.startsWith(action.pick_from || "")) { tools.say([pickPrompt]); return; }
      line = line.replaceAll("{pick}", picked.dataset.pick);
    }
    if (tools.act(line)) chosen = null;
  });
  return button;
}

function pileItem(pile, key, tools, pickPrompt) {
  const heading = element("h4", { text: pile.name });
  const parts = [heading];
  if (!pile.cards.length) {  // a card back, or the outline of an empty place: for the eyes (the note says it)
    parts.push(element("div", { class: pile.face_down ? "card back" : "card empty", "aria-hidden": "true" }));
  }
  if (pile.cards.length) parts.push(cardList(pile.cards, key, tools));
  if (pile.note) parts.push(element("p", { class: "note", text: pile.note }));
  if (pile.actions.length) {
    parts.push(element("div", { class: "pile-actions" },
      ...pile.actions.map((action, index) => actionButton(action, `${key}:action:${index}`, tools, pickPrompt))));
  }
  return element("li", { class: "pile" }, ...parts);
}

function areaSection(area, index, tools, pickPrompt) {
  const id = `area-${index}`;
  const parts = [element("h3", { id, tabindex: "-1", text: area.name })];
  if (area.note) parts.push(element("p", { class: "note", text: area.note }));
  if (area.cards.length) parts.push(cardList(area.cards, `${id}`, tools));
  if (area.piles.length) {
    parts.push(element("ul", { class: "piles" }, ...area.piles.map((pile, number) => pileItem(pile, `${id}:${number}`, tools, pickPrompt))));
  }
  return element("section", { class: `area${area.mine ? " mine" : ""}`, "aria-labelledby": id, "data-key": id }, ...parts);
}

function scoreSheet(scores, tools) {
  const head = element("tr", {}, ...scores.head.map((text) => element("th", { scope: "col", text })));
  const rows = scores.rows.map((row) => element("tr", {}, element("th", { scope: "row", text: row[0] }),
    ...row.slice(1).map((text) => element("td", { text }))));
  const table = element("table", {}, element("caption", { text: tools.word("web-scores") }), element("thead", {}, head),
    element("tbody", {}, ...rows));
  return element("div", { class: "scores", tabindex: "0", role: "region", "aria-label": tools.word("web-scores") }, table);
}

function keyOf(node) {
  return node?.closest?.("[data-key]")?.dataset.key ?? null;
}

function replacePart(container, slot, fresh) {
  // Put `fresh` where `slot` was, keeping the focus on the same key, or the nearest that is left.
  const old = container.querySelector(`:scope > [data-slot="${slot}"]`);
  fresh.dataset.slot = slot;
  const focused = document.activeElement;
  const inside = old && old.contains(focused);
  const key = inside ? focused.dataset.key ?? keyOf(focused) : null;
  const place = inside ? [...old.querySelectorAll("button, [tabindex]")].indexOf(focused) : -1;
  if (old) old.replaceWith(fresh); else container.append(fresh);
  if (!inside) return;
  let target = key ? fresh.querySelector(`[data-key="${CSS.escape(key)}"]`) : null;
  if (target && !target.matches("button, [tabindex]")) target = target.querySelector("button, [tabindex]");
  if (!target) {
    const focusable = [...fresh.querySelectorAll("button, [tabindex]")];
    target = focusable[Math.min(Math.max(place, 0), focusable.length - 1)] ?? fresh.querySelector("h2, h3");
  }
  if (target) {
    if (!target.matches("button, [tabindex]")) target.setAttribute("tabindex", "-1");
    target.focus({ preventScroll: true });
  }
}

const drawn = new WeakMap();  // container -> the parts as last drawn, to draw again only what changed

export function drawTable(container, drawing, tools) {
  const before = drawn.get(container) ?? {};
  const now = {};
  const pickPrompt = drawing.pick_prompt;
  const parts = [
    ["head", { title: drawing.title, facts: drawing.facts }, () => element("div", { class: "table-head" },
      element("h2", { id: "table-title", tabindex: "-1", text: drawing.title }),
      element("ul", { class: "facts" }, ...drawing.facts.map((fact) => element("li", { text: fact }))))],
    ...drawing.areas.map((area, index) => [`area-${index}`, area, () => areaSection(area, index, tools, pickPrompt)]),
    ["actions", drawing.actions, () => element("div", { class: "actions", role: "group", "aria-label": tools.word("web-moves") },
      ...drawing.actions.map((action, index) => actionButton(action, `action:${action.line}:${index}`, tools, pickPrompt)))],
    ["scores", drawing.scores, () => (drawing.scores ? scoreSheet(drawing.scores, tools) : element("div", { hidden: true }))],
  ];
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
  for (const old of container.querySelectorAll(":scope > [data-slot]")) {
    if (!(old.dataset.slot in now)) old.remove();  // an area the table no longer has
  }
  if (chosen && !container.querySelector(`button[data-key="${CSS.escape(chosen)}"]`)) chosen = null;  // played or gone
  for (const button of container.querySelectorAll("button[data-pick]")) {
    button.setAttribute("aria-pressed", button.dataset.key === chosen ? "true" : "false");
  }
  drawn.set(container, now);
}
