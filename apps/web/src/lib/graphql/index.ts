export { graphql, readFragment } from './graphql';
export type { FragmentOf, ResultOf, VariablesOf } from './graphql';
export {
  ApiError,
  apiErrorFromRest,
  isApiError,
  isLockedCompanyRefusal,
  type ApiErrorCode,
} from './api-error';
export { request, type RequestOptions } from './request';
export { subscribe, type SubscriptionHandlers } from './subscriptions';
