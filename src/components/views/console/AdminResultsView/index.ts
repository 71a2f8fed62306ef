export { AdminResultsView, type AdminResultsViewProps, type ExportState } from './AdminResultsView';
