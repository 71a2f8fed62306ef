import { useLoaderData } from 'react-router';

import { getCategories } from '../../api/categories';
import { quiet } from '../../api/client';
import { getToken } from '../../api/session';
import { isTokenValid } from '../../api/token';
import type { Category } from '../../domain/types';

/**
 * The loader of /perfil and /empresas (decision 202). React Router runs it as the navigation
 * starts, beside the page's code and before its first render, so GET /categories/app no longer
 * waits for the page to mount. It returns the request unawaited: the page renders its loading
 * state at once and takes the answer when it comes. Without a valid session it starts nothing
 * (the layout's loader sends the visitor to /login). The route table imports this module on
 * demand, so the entry chunk stays without the API client; both pages import it too, so on a
 * first load it is there before the router starts.
 */
export function loadCategories() {
  if (!isTokenValid(getToken())) return null;
  return { categories: quiet(getCategories()) };
}

/** The categories' request the route's loader started, or null when it started none. */
export function useLoadedCategories(): Promise<Category[]> | null {
  const data = useLoaderData<ReturnType<typeof loadCategories> | undefined>();
  return data?.categories ?? null;
}
