/** The billing feature's pages, loaded together as one lazy chunk. */
export { CheckoutPage } from './checkout-page';
export { PaymentErrorPage } from './payment-error-page';
export { PaymentSuccessPage } from './payment-success-page';
export { PlanPage } from './plan-page';
export { UpdatePlanPage } from './update-plan-page';
