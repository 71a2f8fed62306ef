export { CategoryGrid } from './CategoryGrid';
export type { CategoryGridProps } from './CategoryGrid';
