// Email: what other features may use (queueing mail in their transaction, and the emails).
export { enqueueEmail } from './outbox';
export { MAX_DELIVERY_ATTEMPTS } from './delivery.job';
export * from './templates';
