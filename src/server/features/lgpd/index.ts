/**
 * The LGPD feature: a voter's personal data exported, erased on request, and purged after the
 * retention period (`npm run admin -- lgpd …`, decision 084). The command line is its only door.
 */
export {
  countVotesOf,
  eraseVoter,
  exportVoter,
  findVoterForLgpd,
  purgeCodesAndLimits,
  votersWithPersonalData,
} from './personalData';
