export { ProfileView } from './ProfileView';
export type { ProfileViewProps } from './ProfileView';
