export {
  NominationGroupsView,
  type NominationCategoryGroups,
  type NominationGroupsPhase,
  type NominationGroupsViewProps,
} from './NominationGroupsView';
