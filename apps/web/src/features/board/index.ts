// The question board's public face: what other features may use of it.
export { useBoardEvents } from './hooks/use-board-events';
export type { BoardEvent } from './hooks/use-board-events';
export { askerDisplay } from './components/card/investor-display';
export { SentimentIndicator } from './components/card/sentiment-indicator';
export { UnreadDot } from './components/card/unread-dot';
