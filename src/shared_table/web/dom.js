// Making elements: every text goes in as textContent, never as HTML, so nothing a person typed
// can become markup on another person's page.

export function element(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attributes)) {
    if (value === false || value === null || value === undefined) continue;
    if (key === "text") node.textContent = value;
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  node.append(...children);
  return node;
}

export function focusHeading(target, scroll = true) {
  // A heading takes the focus only for this once: a lasting tabindex makes Orca call it "clickable".
  if (!target) return;
  if (!target.hasAttribute("tabindex")) {
    target.setAttribute("tabindex", "-1");
    target.addEventListener("blur", () => target.removeAttribute("tabindex"), { once: true });
  }
  target.focus({ preventScroll: !scroll });
}
