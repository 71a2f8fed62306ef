export * from './PublicationPanel';
