export { AwardInfo, type AwardInfoProps } from './AwardInfo';
