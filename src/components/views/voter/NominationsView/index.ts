export {
  NominationsView,
  type NominationsOutcome,
  type NominationsPhase,
  type NominationsViewProps,
} from './NominationsView';
