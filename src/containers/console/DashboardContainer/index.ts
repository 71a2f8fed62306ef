export {
  TURNOUT_REFRESH_MS,
  DashboardContainer,
  dashboardLoader,
  type DashboardContainerProps,
} from './DashboardContainer';
