export {
  RankedCategory,
  type RankedCategoryProps,
  type RankedCompanyVotes,
} from './RankedCategory';
