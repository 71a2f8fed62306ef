/**
 * A page started from the empty shell (`/acesso/link` from the e-mail, `/resultados`, the
 * console) links the fonts' stylesheet and loads Roboto like any page. Once all of its faces are
 * here, the browser holds the files: remembered under FONTS_CACHED_STORAGE_KEY, so the next
 * prerendered page draws with them from its first paint, as after the starters' prefetch
 * (decision 147).
 */
import { fontFilesOf, FONTS_CACHED_STORAGE_KEY } from '../domain/webFonts';

/** What this module reads of the page: `document`'s style sheets and font set, and storage. */
export interface FontPage {
  styleSheets: ArrayLike<{
    cssRules: ArrayLike<{ cssText: string }>;
    media: { mediaText: string };
  }>;
  fonts: Iterable<{ family: string; load(): Promise<unknown> }>;
  matchesMedia(mediaText: string): boolean;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
}

/**
 * The `.woff2` file of each `@font-face` rule in the style sheets that apply, in order, once
 * each: the list the build writes on the prerendered pages' faces (both from `fontFilesOf`).
 */
export function fontFilesOfSheets(
  sheets: FontPage['styleSheets'],
  matches: (media: string) => boolean,
): string[] {
  const faces: string[] = [];
  for (const sheet of Array.from(sheets)) {
    const media = sheet.media.mediaText;
    if (media && !matches(media)) continue; // e.g. the prerendered pages' faces, switched off
    try {
      for (const rule of Array.from(sheet.cssRules)) {
        if (rule.cssText.startsWith('@font-face')) faces.push(rule.cssText);
      }
    } catch {
      // Another origin's sheet: not ours to read.
    }
  }
  return fontFilesOf(faces.join('\n'));
}

/**
 * Loads every Roboto face the page declares (the ones its text has not used yet included: the
 * same files, from the cache if prefetched) and remembers their files once all have loaded.
 * Does nothing when the page declares none, or none that apply, or when they are remembered.
 */
export async function rememberLoadedFonts(page: FontPage): Promise<boolean> {
  const files = fontFilesOfSheets(page.styleSheets, page.matchesMedia);
  const faces = Array.from(page.fonts).filter((face) => /roboto/i.test(face.family));
  if (!files.length || faces.length !== files.length) return false;
  const list = files.join(' ');
  try {
    if (page.storage.getItem(FONTS_CACHED_STORAGE_KEY) === list) return false;
    await Promise.all(faces.map((face) => face.load()));
    page.storage.setItem(FONTS_CACHED_STORAGE_KEY, list);
    return true;
  } catch {
    return false; // a file that did not load, or storage blocked: the next visit tries again
  }
}

/** The browser's page, for rememberLoadedFonts. */
export function browserFontPage(): FontPage {
  return {
    styleSheets: document.styleSheets,
    fonts: document.fonts as unknown as FontPage['fonts'],
    matchesMedia: (media) => window.matchMedia(media).matches,
    storage: window.localStorage,
  };
}
