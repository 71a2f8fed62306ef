/** The small part of Cloudflare Turnstile's browser API that BotCheck uses (explicit rendering). */
export interface TurnstileRenderOptions {
  sitekey: string;
  callback: (token: string) => void;
  'expired-callback': () => void;
  'error-callback': () => void;
  language?: string;
  theme?: 'light' | 'dark' | 'auto';
  size?: 'normal' | 'flexible' | 'compact';
}

export interface TurnstileApi {
  render: (container: HTMLElement, options: TurnstileRenderOptions) => string | null | undefined;
  reset: (widgetId?: string) => void;
  remove: (widgetId?: string) => void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

export const TURNSTILE_SCRIPT_URL =
  'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';
const SCRIPT_ID = 'cf-turnstile-script';

let loading: Promise<TurnstileApi> | null = null;

/**
 * Loads Cloudflare's script once per page (later calls share the same promise) and resolves with
 * `window.turnstile`. When it is already there (a stub in stories, a second widget) nothing loads.
 * A failed load is forgotten so a later mount can try again.
 */
export function loadTurnstile(scriptUrl: string = TURNSTILE_SCRIPT_URL): Promise<TurnstileApi> {
  if (window.turnstile) return Promise.resolve(window.turnstile);
  if (loading) return loading;
  loading = new Promise<TurnstileApi>((resolve, reject) => {
    const existing = document.getElementById(SCRIPT_ID);
    const script =
      existing instanceof HTMLScriptElement ? existing : document.createElement('script');
    const fail = (reason: string) => {
      script.remove();
      loading = null;
      reject(new Error(`${reason}: ${script.src}`));
    };
    script.addEventListener(
      'load',
      () =>
        window.turnstile ? resolve(window.turnstile) : fail('Loaded without window.turnstile'),
      { once: true },
    );
    script.addEventListener('error', () => fail('Could not load'), { once: true });
    if (!existing) {
      script.id = SCRIPT_ID;
      script.src = scriptUrl;
      script.async = true;
      document.head.appendChild(script);
    }
  });
  return loading;
}
