export {
  nominationFieldOpen,
  NominationsView,
  type NominationsOutcome,
  type NominationsPhase,
  type NominationsStatus,
  type NominationsViewProps,
} from './NominationsView';
