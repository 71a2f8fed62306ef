export { FeedbackProvider, useFeedback, useOptionalFeedback } from './FeedbackProvider';
export type { Feedback, FeedbackProviderProps, NotifyOptions } from './FeedbackProvider';
