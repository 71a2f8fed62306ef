export { LandingContainer } from './LandingContainer';
