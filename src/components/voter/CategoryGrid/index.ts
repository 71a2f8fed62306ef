export { CategoryGrid } from './CategoryGrid';
export type { CardOutcome, CategoryGridProps } from './CategoryGrid';
