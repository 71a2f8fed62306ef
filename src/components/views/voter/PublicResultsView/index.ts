export {
  PublicResultsView,
  type PublicResultsState,
  type PublicResultsViewProps,
} from './PublicResultsView';
