export { ElectionNotice, isVotingOpen, type ElectionNoticeProps } from './ElectionNotice';
