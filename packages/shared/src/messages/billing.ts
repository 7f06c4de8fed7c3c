/** Plans, checkout and billing (spec document 2, §2, §5, §7, §8; issue 13). */
export const billingMessages = {
  subscriptionFailed: 'Subscription Failed',
  paymentFailed: 'Your payment has failed',
  planCallMissingData: 'Plan id and plan type and token is required',
  noPlanId: 'No plan id was provided',
  alreadyFreemium: 'You are already subscribed to Freemium plan.',
  shareholdersRequired: 'Numbers of shareholder is required',
  // spec: 'Sorry something error occcured.' — corrected spelling and grammar.
  subscribeFallback: 'Sorry, some error occurred.',
  activated: (plan: string) => `You have now activated ${plan} plan`,
  upgradeButton: 'Upgrade your plan to premium',
  // spec: 'You dont have permission…' — corrected "don't".
  nonPermitUpgrade: "You don't have permission to upgrade the company account",
  paymentSucceeded: 'Your payment was successful.', // (ours)
  shareholdersMinimum: 'Numbers of shareholder must be at least 1', // (ours) the spec's minimum 1
  unknownPrice: 'That price is not one of our plans.', // (ours)
  unknownProduct: 'That product is not one of our plans.', // (ours)
  rangeMismatch: 'That price is not the price of the chosen number of shareholders.', // (ours)
  customTier: 'Over 100,000 shareholders is priced with you: please contact sales.', // (ours)
  creatorOnly:
    'Only the person who created this company can change its plan. Please contact your company admin.', // (ours) spec: 'contact your company admin'
  alreadyOnTier: 'Your company is already on this plan.', // (ours)
  nothingToReactivate: 'There is no cancelled plan to re-activate.', // (ours)
  downgradeScheduled: (plan: string, date: string) =>
    `Your plan is cancelled. ${plan} stays until ${date}.`, // (ours) downgrade_premium_success
  billingOff: 'Billing is not used on this installation.', // (ours) the `none` driver
  checkoutNotFound: 'This checkout has ended. Please start again from the plan page.', // (ours)
  cardDeclined: 'Your card was declined.', // (ours) the local checkout page
  cardInvalid: 'Please enter a valid card number.', // (ours)
  expiryInvalid: 'Please enter a valid expiry date (MM/YY) in the future.', // (ours)
  cvcInvalid: 'Please enter the 3 or 4 digit security code.', // (ours)
  portalUnavailable: 'Card and invoice details are not available for this plan.', // (ours)
  gstIncluded: 'Prices include GST.', // (ours) prices are GST-inclusive for Australian customers
  // Answers to Stripe's webhook deliveries, read in Stripe's dashboard by an operator. (ours)
  webhookSignatureInvalid:
    "This event's Stripe-Signature does not match: it was not signed with this endpoint's secret.", // (ours)
  webhookSignatureStale:
    "This event's signature is more than 5 minutes old, so it is refused as a possible replay.", // (ours)
  webhookInProgress: 'This event is being processed now; deliver it again later.', // (ours)
  webhookNotStripe: 'This installation does not take payments through Stripe.', // (ours)
} as const;

/** The help menu's Contact and Give feedback (spec §2 plan and notice modals, §5, §8). */
export const supportMessages = {
  reasonRequired: 'Reason is required',
  descriptionRequired: 'Description is required',
  submitted: 'Feedback has been submitted',
  failed: 'Something went wrong. Please try again.',
  subjectRequired: 'Please enter a subject.', // (ours)
  messageRequired: 'Please enter your message.', // (ours)
  messageSent: 'Your message has been sent. We will reply by email.', // (ours)
  reasonTooLong: (max: number) => `Please keep the reason to ${max} characters.`, // (ours)
  descriptionTooLong: (max: number) => `Please keep the description to ${max} characters.`, // (ours)
  subjectTooLong: (max: number) => `Please keep the subject to ${max} characters.`, // (ours)
  messageTooLong: (max: number) => `Please keep your message to ${max} characters.`, // (ours)
  attachmentHint: 'One file: JPG, PNG, GIF, MP3, MP4, MPEG or PDF, up to 5 MB', // (ours)
  oneAttachment: 'Please attach one file.', // (ours) the form takes a single attachment
  contactIntro:
    'Questions about Quorum, your plan or your account? Write to us here and we will reply by email.', // (ours)
} as const;
