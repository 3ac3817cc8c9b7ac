/**
 * A Cloudflare Turnstile token for a lead, in the browser. The widget's script comes from
 * Cloudflare only when a lead is about to be sent (never on page load), and a fresh token is
 * asked for each send, so a lead that waited offline in the outbox still gets a valid one.
 * The widget shows itself only if Cloudflare needs the visitor to act ('interaction-only').
 */
export const TURNSTILE_SCRIPT =
  'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

/** How long a send waits for a token before it goes without one (the edge then says why). */
export const TOKEN_WAIT_MS = 10_000;

interface Turnstile {
  render(
    container: HTMLElement,
    options: {
      sitekey: string;
      appearance: 'interaction-only';
      callback: (token: string) => void;
      'error-callback': () => void;
      'expired-callback': () => void;
    },
  ): string | undefined;
  remove(id: string): void;
}

declare global {
  interface Window {
    turnstile?: Turnstile;
  }
}

let loading: Promise<Turnstile | null> | null = null;

function loadScript(): Promise<Turnstile | null> {
  if (window.turnstile) return Promise.resolve(window.turnstile);
  loading ??= new Promise((resolve) => {
    const script = document.createElement('script');
    script.src = TURNSTILE_SCRIPT;
    script.async = true;
    script.onload = () => resolve(window.turnstile ?? null);
    script.onerror = () => {
      loading = null; // try again on the next send
      script.remove();
      resolve(null);
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** A token, or '' when none could be had in time (offline, the script blocked). */
export async function turnstileToken(siteKey: string, waitMs = TOKEN_WAIT_MS): Promise<string> {
  const turnstile = await loadScript();
  if (!turnstile) return '';
  const box = document.createElement('div');
  box.className = 'turnstile-box';
  document.body.appendChild(box);
  let id: string | undefined;
  const token = await new Promise<string>((resolve) => {
    const timer = setTimeout(() => resolve(''), waitMs);
    const done = (value: string) => {
      clearTimeout(timer);
      resolve(value);
    };
    try {
      id = turnstile.render(box, {
        sitekey: siteKey,
        appearance: 'interaction-only',
        callback: done,
        'error-callback': () => done(''),
        'expired-callback': () => done(''),
      });
    } catch {
      done('');
    }
  });
  try {
    if (id) turnstile.remove(id);
  } catch {
    // the widget is gone already
  }
  box.remove();
  return token;
}
