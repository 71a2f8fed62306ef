export { ProfileContainer } from './ProfileContainer';
