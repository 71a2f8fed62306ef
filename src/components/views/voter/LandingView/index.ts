export { LandingView } from './LandingView';
export type { LandingViewProps } from './LandingView';
