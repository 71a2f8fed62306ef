/**
 * /empresas?categoria=ID as the host sends it (issue 39, decision 271): the build prerenders the
 * page's frame with a stand-in for the category's name, and the host, which knows the catalogue,
 * writes the name in (the h1 and the title) and hands the same name to the app in a JSON data
 * block, so the app hydrates the same text and the largest paint no longer waits for the app and
 * an API call. Shared by the build (scripts/prerender.ts), the host and the app.
 */
import { escapeHtml } from './html';
import { messages } from './messages';

/** The query parameter of /empresas naming the category (`/empresas?categoria=ID`). */
export const CATEGORY_PARAM = 'categoria';

/** The category id in the address of /empresas, or null when absent or not a positive integer. */
export function readCategoryParam(search: string): number | null {
  const raw = new URLSearchParams(search).get(CATEGORY_PARAM);
  if (raw === null || !/^[1-9]\d{0,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}

/** A category as the page was sent with it: the id from the address, the catalogue's name. */
export interface SentCategory {
  id: number;
  name: string;
}

/** The stand-in for the name (a private-use character: no catalogue name has one, decision 175). */
export const CATEGORY_NAME_MARK = '\uE002';
/** Where the JSON data block's content goes. */
export const PAGE_DATA_MARK = '\uE003';
/** The id of the JSON data block (`<script type="application/json">`: data, never run). */
export const PAGE_DATA_ID = 'votacao-page-data';

/** The prerendered file with the stand-ins: `pages/empresas.category.html` (a dot: no address). */
export const CATEGORY_PAGE_FILE = 'empresas.category';

/** What the build renders in place of the category. */
export const CATEGORY_STAND_IN: SentCategory = { id: 0, name: CATEGORY_NAME_MARK };

/** The data block the build writes into the category variant, before `</body>`. */
export const PAGE_DATA_BLOCK = `<script type="application/json" id="${PAGE_DATA_ID}">${PAGE_DATA_MARK}</script>`;

/** The page's title for a category, as the app sets it (usePage). */
export const categoryTitle = (name: string): string => messages.titles.page(name);

/** The data block's content: JSON with `<` escaped, so no text can close the element. */
export function pageDataJson(category: SentCategory): string {
  return JSON.stringify({ category }).replaceAll('<', '\\u003c');
}

/**
 * The category variant with `category` written in: the name escaped where the page shows it, the
 * data block's JSON. Stand-ins inside the name itself are dropped.
 */
export function fillCategoryPage(html: string, category: SentCategory): string {
  const plain = category.name.replaceAll(CATEGORY_NAME_MARK, '').replaceAll(PAGE_DATA_MARK, '');
  const name = escapeHtml(plain);
  const data = pageDataJson({ id: category.id, name: plain });
  // Replacer functions: `$&`, `$'` in a name are text, not replacement patterns.
  return html.replaceAll(CATEGORY_NAME_MARK, () => name).replace(PAGE_DATA_MARK, () => data);
}

/**
 * The category a page was sent with, read from its data block (the browser's start-up), or null
 * when there is none or it is not what the host writes.
 */
export function readSentCategory(json: string | null | undefined): SentCategory | null {
  if (!json) return null;
  try {
    const data: unknown = JSON.parse(json);
    const category = (data as { category?: unknown } | null)?.category as
      { id?: unknown; name?: unknown } | undefined;
    if (
      typeof category?.id === 'number' &&
      Number.isSafeInteger(category.id) &&
      category.id > 0 &&
      typeof category.name === 'string'
    ) {
      return { id: category.id, name: category.name };
    }
  } catch {
    // Not JSON: as if there were no block.
  }
  return null;
}
