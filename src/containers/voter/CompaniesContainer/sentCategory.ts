import { createContext, useContext } from 'react';

import type { SentCategory } from '../../../domain/categoryPage';

/**
 * The category /empresas was sent with (decision 271): the host writes its name into the page, and
 * the browser's start-up reads it from the page's data block, so the frame hydrates with the same
 * name; the build renders a hole. null: none (an address without a known category, a page
 * the app drew itself).
 */
export const SentCategoryContext = createContext<SentCategory | null>(null);

/** The name the page was sent with for `categoryId`, or null. */
export function useSentCategoryName(categoryId: number | null): string | null {
  const sent = useContext(SentCategoryContext);
  return sent !== null && sent.id === categoryId ? sent.name : null;
}
