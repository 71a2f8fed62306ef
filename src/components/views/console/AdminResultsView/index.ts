export { AdminResultsView, type AdminResultsViewProps, type ExportState } from './AdminResultsView';
export type { SealDownloadState, WinnerSeal } from './WinnerSeals';
