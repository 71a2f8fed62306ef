/**
 * The LGPD feature: a voter's personal data exported, erased on request, and purged after the
 * retention period (`npm run admin -- lgpd …`, decision 084). The command line is its only door.
 */
export {
  closedEditions,
  countVotesOf,
  eraseNetworkPrefixes,
  eraseVoter,
  exportVoter,
  findVoterForLgpd,
  purgeCodesAndLimits,
  votersInactiveIn,
} from './personalData';
