/**
 * The few pages the API host writes itself (the reminders' one-click unsubscribe): in the app's
 * look (issue 40 §9: the page was unstyled, Times and a 21 px button), with no script and no file
 * of the web build. Its colours are the theme's (src/domain/brandColors.ts, which the theme
 * re-exports), its type the app's stack,
 * its button 44 px high as the theme's are. The API's CSP allows nothing (default-src 'none'),
 * so the page carries its own: the one stylesheet below, by its hash, and nothing else.
 */
import { createHash } from 'node:crypto';

import { brandColors } from '../../domain/brandColors';
import { escapeHtml } from '../../domain/html';

/** The theme's colours (src/domain/brandColors.ts, the theme's one source). */
const c = brandColors;

const STYLE = [
  `body{margin:0;min-height:100vh;background:${c.page};color:${c.ink};font-family:Roboto,system-ui,-apple-system,"Segoe UI",Arial,sans-serif;font-size:1rem;line-height:1.55;-webkit-font-smoothing:antialiased}`,
  `header{background:${c.blue};color:#fff;min-height:56px;display:flex;align-items:center;padding:0 16px;font-size:1.25rem;font-weight:700}`,
  `main{box-sizing:border-box;max-width:560px;margin:32px auto;padding:24px;background:${c.paper};border:1px solid ${c.divider};border-radius:14px;box-shadow:0 1px 2px rgba(16,34,56,.06)}`,
  `@media (max-width:599px){main{margin:16px;padding:16px}button{width:100%}}`,
  `h1{font-size:1.5rem;line-height:1.25;margin:0 0 12px}`,
  `p{margin:0 0 20px;color:${c.ink}}`,
  `button{box-sizing:border-box;min-height:44px;padding:6px 24px;border:0;border-radius:999px;background:${c.blue};color:#fff;font:inherit;font-weight:500;letter-spacing:.02em;cursor:pointer}`,
  `button:hover{background:${c.blueDark}}`,
  `button:focus-visible{outline:3px solid ${c.blue};outline-offset:2px}`,
  `.done{border-left:4px solid ${c.green};padding:8px 0 8px 12px;margin:0}`,
].join('');

const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

/** The page's own policy: its stylesheet and form, nothing else (no script, no frame). */
export const PLAIN_PAGE_CSP = [
  "default-src 'none'",
  `style-src ${STYLE_HASH}`,
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** A whole page: the app bar with the product's name, then `main` (HTML already escaped). */
export function plainPage(title: string, main: string): string {
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><header>Votação</header><main>${main}</main></body></html>`;
}
