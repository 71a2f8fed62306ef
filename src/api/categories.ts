import type { CategoriesResponse, Category } from '../domain/types';

import { api } from './client';

/** GET /categories/app: the categories (with companies and the voter's votes) in `data.data`. */
export async function getCategories(signal?: AbortSignal): Promise<Category[]> {
  const response = await api.get<CategoriesResponse>('/categories/app', signal ? { signal } : {});
  return response.data.data;
}
