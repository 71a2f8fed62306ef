export { AccessLinkView } from './AccessLinkView';
export type { AccessLinkStatus, AccessLinkViewProps } from './AccessLinkView';
