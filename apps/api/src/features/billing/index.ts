export { BillingDriverEnum } from './types';
