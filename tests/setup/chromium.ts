/** Debian's Chromium, launched by Playwright (never a downloaded browser build). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
];

/**
 * Lighthouse's mobile profile as DevTools applies it (CDP `Network.emulateNetworkConditions`):
 * slow 4G, 562.5 ms and 1.47 Mbps down; the CPU is slowed 4× beside it.
 */
export const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
