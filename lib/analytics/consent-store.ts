/**
 * The visitor's answer to the consent notice (docs/analytics.md#consent), kept on the device
 * (localStorage) so that it is asked once, and readable as an external store for React
 * (useSyncExternalStore): an answer given in another tab of the site holds in this one too. With
 * storage blocked, the answer holds for this page only, and the next page asks again: nothing is
 * measured without an answer.
 */
export const CONSENT_KEY = 'shiftease:analytics-consent';

export type ConsentChoice = 'granted' | 'denied';

let onThisPage: ConsentChoice | null = null;
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The answer given, or null when the visitor has not answered yet. */
export function readChoice(): ConsentChoice | null {
  try {
    const value = storage()?.getItem(CONSENT_KEY);
    if (value === 'granted' || value === 'denied') return value;
  } catch {
    // Blocked site data: only this page's answer is known.
  }
  return onThisPage;
}

export function saveChoice(choice: ConsentChoice): void {
  onThisPage = choice;
  try {
    storage()?.setItem(CONSENT_KEY, choice);
  } catch {
    // Storage blocked or full: the answer holds for this page only.
  }
  for (const listener of listeners) listener();
}

/** Calls `listener` when the answer changes, here or in another tab; returns the unsubscribe. */
export function subscribeChoice(listener: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === CONSENT_KEY) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
