export {
  BACKLOG_WARNING_SECONDS,
  MailDeliveryList,
  MailHealthPanel,
  type MailDeliveryListProps,
  type MailHealthPanelProps,
} from './MailHealthPanel';
