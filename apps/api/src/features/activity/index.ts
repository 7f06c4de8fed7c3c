// What other features may use of the history of activity.
export { getActivities } from './service';
