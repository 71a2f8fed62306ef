export { ProfileContainer } from './ProfileContainer';
export { ProfileFrame } from './ProfileFrame';
