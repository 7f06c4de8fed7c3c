// Support: what the shell may use (the help menu's Give feedback).
export { FeedbackModal } from './components/feedback-modal';
