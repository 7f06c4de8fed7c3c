// What other features may use of the history of activity: one thing's timeline.
export { Timeline } from './components/timeline';
