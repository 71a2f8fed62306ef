export { FeedbackProvider, useFeedback } from './FeedbackProvider';
export type { Feedback, FeedbackProviderProps } from './FeedbackProvider';
