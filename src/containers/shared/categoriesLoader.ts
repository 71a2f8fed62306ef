import { useLoaderData } from 'react-router';

import { getCategories } from '../../api/categories';
import { getToken } from '../../api/session';
import { isTokenValid } from '../../api/token';
import type { Category } from '../../domain/types';

/** What the loader of /perfil and /empresas hands their page: the categories, on their way. */
export interface CategoriesLoaderData {
  categories: Promise<Category[]>;
}

/**
 * The loader of /perfil and /empresas (decision 202). React Router runs it as the navigation
 * starts, beside the page's code and before its first render, so GET /categories/app no longer
 * waits for the page to mount. It returns the request unawaited: the page renders its loading
 * state at once and takes the answer when it comes. Without a valid session it starts nothing
 * (the layout's loader sends the visitor to /login). The route table imports this module on
 * demand, so the entry chunk stays without the API client; both pages import it too, so on a
 * first load it is there before the router starts.
 */
export function loadCategories(): CategoriesLoaderData | null {
  if (!isTokenValid(getToken())) return null;
  const categories = getCategories();
  // The page handles a failure; this only keeps a page that never mounts from leaving an
  // unhandled rejection behind.
  categories.catch(() => undefined);
  return { categories };
}

/** The categories' request the route's loader started, or null when it started none. */
export function useLoadedCategories(): Promise<Category[]> | null {
  const data = useLoaderData<CategoriesLoaderData | null | undefined>();
  return data?.categories ?? null;
}
