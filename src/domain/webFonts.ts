/**
 * Roboto on the prerendered pages only once it is in the browser's cache (decision 147).
 *
 * Each page that runs the app carries Roboto's `@font-face` rules in a style element switched
 * off (`media="not all"`: no rule applies, no font is asked for). A tiny inline script in the
 * head switches it on before the first layout when this browser already holds the files: a
 * starter script remembered them (FONTS_CACHED_STORAGE_KEY) after prefetching them while idle.
 * A first visit draws with the device's own sans-serif for the whole visit, as `optional`
 * fonts on a phone network did anyway, without 69 kB of fonts competing with the app's scripts.
 *
 * Shared by the build (which writes the element and the script) and the host (whose
 * Content-Security-Policy allows this one inline script by its hash).
 */

/** localStorage key: the font files this browser has fetched, as FONT_FACES_ELEMENT lists them. */
export const FONTS_CACHED_STORAGE_KEY = 'votacao:fontes';

/** The id of the style element with the `@font-face` rules. */
export const FONT_FACES_ELEMENT_ID = 'fontes';

/** The style element's attribute that lists its font files, space-separated. */
export const FONT_FILES_ATTRIBUTE = 'data-fontes';

/** The media of the style element while switched off: matches no device. */
export const FONT_FACES_OFF_MEDIA = 'not all';

/**
 * The inline script, exactly as the page carries it (its SHA-256 is in the CSP). Storage
 * blocked or the files changed since they were remembered: the faces stay off.
 */
export const FONT_SWITCH_SCRIPT =
  `try{var f=document.getElementById(${JSON.stringify(FONT_FACES_ELEMENT_ID)});` +
  `if(f&&localStorage.getItem(${JSON.stringify(FONTS_CACHED_STORAGE_KEY)})===f.getAttribute(${JSON.stringify(FONT_FILES_ATTRIBUTE)}))f.media="all"}catch(e){}`;

/**
 * The `.woff2` files that `@font-face` rules name, in order, once each, as paths: from the built
 * stylesheet (`url(/assets/….woff2)`) or from the browser's CSSOM (`url("…")`, perhaps absolute).
 * The build lists them on the faces' element; the app remembers the same list.
 */
export function fontFilesOf(css: string): string[] {
  const files = [...css.matchAll(/url\("?([^")\s]+\.woff2)"?\)/g)].map(
    (match) => new URL(match[1] as string, 'http://page.invalid/').pathname,
  );
  return [...new Set(files)];
}
