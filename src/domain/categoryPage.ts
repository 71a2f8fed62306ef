/**
 * /empresas?categoria=ID as the host sends it (issue 39, decisions 271, 276): the build prerenders
 * the page's frame with a hole for the category's name, and the host, which knows the catalogue,
 * writes the name in (the h1 and the title) and hands the same name to the app in a JSON data
 * block, so the app hydrates the same text and the largest paint no longer waits for the app and
 * an API call. Shared by the build (scripts/prerender.ts), the host and the app.
 */
import { hole, type TrustedHtml } from './html';
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

/** The id of the JSON data block (`<script type="application/json">`: data, never run). */
export const PAGE_DATA_ID = 'votacao-page-data';

/** The prerendered file with the holes: `pages/empresas.category.html` (a dot: no address). */
export const CATEGORY_PAGE_FILE = 'empresas.category';

/** What the build renders in place of the category: a hole for the name (decision 276). */
export const CATEGORY_HOLE: SentCategory = { id: 0, name: hole('categoryName') };

/** The data block the build writes into the category variant, before `</body>`. */
export const PAGE_DATA_BLOCK = `<script type="application/json" id="${PAGE_DATA_ID}">${hole('pageData')}</script>`;

/** The page's title for a category, as the app sets it (usePage). */
export const categoryTitle = (name: string): string => messages.titles.page(name);

/**
 * What the host writes into the category variant's holes: the name (fillTemplate escapes it) and
 * the data block's JSON, with `<` escaped so no name can close the element.
 */
export function categoryValues(category: SentCategory): Record<string, string | TrustedHtml> {
  return {
    categoryName: category.name,
    pageData: { html: JSON.stringify({ category }).replaceAll('<', '\\u003c') },
  };
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
