/**
 * What a visitor typed, picked or ticked in a form before the page's scripts took it over.
 *
 * On a slow line the static HTML's form is on screen seconds before React hydrates it, and people
 * type as soon as they see a form. React leaves such a field as it is while hydrating, but the first
 * render after that writes the state's value (the page's default) back into it. So a form reads
 * this once, as it becomes live, and takes these values into its state.
 *
 * A control counts as changed when it differs from what the HTML said: its value from its default
 * value, a box from its default tick, a list from its default choice. The browser restoring a form
 * on Back or after a reload counts too, which is what the visitor would expect.
 */

export type EarlyInput = Record<string, string>;

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function changedValue(el: Control): string | null {
  if (el instanceof HTMLSelectElement) {
    // The HTML's choice: the option marked selected, else the first one that can be chosen.
    const options = Array.from(el.options);
    const marked = options.findIndex((o) => o.defaultSelected);
    const first = marked >= 0 ? marked : options.findIndex((o) => !o.disabled);
    return el.selectedIndex !== first ? el.value : null;
  }
  if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
    if (el.checked === el.defaultChecked) return null;
    if (el.type === 'radio') return el.checked ? el.value : null;
    return el.checked ? el.value || 'on' : '';
  }
  return el.value !== el.defaultValue ? el.value : null;
}

/** The named controls of `form` the visitor changed, by name (hidden and button inputs aside). */
export function readEarlyInput(form: HTMLFormElement | null): EarlyInput {
  const typed: EarlyInput = {};
  if (!form) return typed;
  for (const el of Array.from(form.elements)) {
    if (
      !(el instanceof HTMLInputElement) &&
      !(el instanceof HTMLTextAreaElement) &&
      !(el instanceof HTMLSelectElement)
    )
      continue;
    if (
      !el.name ||
      (el instanceof HTMLInputElement && /^(hidden|submit|button|reset)$/.test(el.type))
    )
      continue;
    const value = changedValue(el);
    if (value !== null) typed[el.name] = value;
  }
  return typed;
}
