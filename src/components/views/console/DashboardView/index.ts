export { DashboardView, type DashboardViewProps } from './DashboardView';
