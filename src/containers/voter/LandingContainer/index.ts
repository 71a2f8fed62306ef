export { LandingContainer } from './LandingContainer';
export { LandingAwardContext } from './awardContext';
