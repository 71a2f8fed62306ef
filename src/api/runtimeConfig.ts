import type { PrivacyNotice, RuntimeConfig } from '../domain/types';

/** Used until the runtime config arrives (and by Storybook and the component tests). */
export const DEFAULT_API_BASE_URL = '/api';

/** What the app uses when /app-config.json cannot be read: same-origin API, development bot check. */
export const FALLBACK_RUNTIME_CONFIG: RuntimeConfig = {
  apiBaseUrl: DEFAULT_API_BASE_URL,
  turnstileSiteKey: null,
};

let current: RuntimeConfig = FALLBACK_RUNTIME_CONFIG;

function isRuntimeConfig(value: unknown): value is RuntimeConfig {
  if (value === null || typeof value !== 'object') return false;
  const { apiBaseUrl, turnstileSiteKey } = value as Record<string, unknown>;
  return (
    typeof apiBaseUrl === 'string' &&
    apiBaseUrl !== '' &&
    (turnstileSiteKey === null || typeof turnstileSiteKey === 'string')
  );
}

/** The privacy notice's settings when well formed; anything else is ignored (generic text). */
function privacyNotice(value: unknown): PrivacyNotice | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const { controller, contact, retentionMonths } = value as Record<string, unknown>;
  if (typeof controller !== 'string' || typeof contact !== 'string') return undefined;
  if (typeof retentionMonths !== 'number' || !Number.isInteger(retentionMonths)) return undefined;
  return { controller, contact, retentionMonths };
}

/**
 * Reads /app-config.json from the host that served the page, so one build serves every
 * environment. Never throws: on any failure it logs and returns the fallback.
 */
export async function loadRuntimeConfig(
  url = '/app-config.json',
  fetchImpl: typeof fetch = fetch,
): Promise<RuntimeConfig> {
  try {
    const response = await fetchImpl(url, { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body: unknown = await response.json();
    if (!isRuntimeConfig(body)) throw new Error('unexpected shape');
    const privacy = privacyNotice((body as { privacy?: unknown }).privacy);
    return {
      apiBaseUrl: body.apiBaseUrl,
      turnstileSiteKey: body.turnstileSiteKey || null,
      ...(privacy && { privacy }),
    };
  } catch (error) {
    console.error(
      `Could not read ${url}; using apiBaseUrl "${FALLBACK_RUNTIME_CONFIG.apiBaseUrl}" and the development bot check.`,
      error,
    );
    return FALLBACK_RUNTIME_CONFIG;
  }
}

/** Applies a runtime config: the API base URL (read by the axios client) and the bot-check site key. */
export function applyRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}
