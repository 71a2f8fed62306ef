export {
  TURNOUT_REFRESH_MS,
  DashboardContainer,
  type DashboardContainerProps,
} from './DashboardContainer';
