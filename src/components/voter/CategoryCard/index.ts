export { CategoryCard } from './CategoryCard';
export type { CategoryCardProps } from './CategoryCard';
