export { ProfileContainer } from './ProfileContainer';
export { firstNameOf } from './ProfileContainer';
