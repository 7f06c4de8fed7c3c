/**
 * The plan pages, their modals, the payment return pages and the local checkout page (spec §2
 * "Pricing screen", "Plan and notice modals"; issue 13). Spec wording where the spec gives it;
 * the rest is ours and marked so.
 */
export const pricingMessages = {
  historyTitle: 'Billing history', // (ours) the local driver's invoices, Stripe's portal
  historyEmpty: 'No payments yet.', // (ours)
  manageBilling: 'Manage card and invoices', // (ours) opens Stripe's Customer Portal
  portalFailed: 'Card and invoice details could not be opened. Please try again.', // (ours)
  invoicePaid: 'Paid', // (ours)
  invoiceFailed: 'Failed', // (ours)
  heading: 'Plans for all shareholder bases',
  subheading: 'Better investor relationships are right around the corner.',
  recommended: 'Recommended',
  currentPlan: 'Current plan', // (ours) the spec: "the current plan first and tagged"
  essentialsPrice: 'Free', // spec: Essentials free
  essentialsSummary: 'Everything to start answering investors, free for up to 5,000 shareholders.', // (ours)
  premiumSummary: 'Every feature, unlimited questions and team members, priced by shareholders.', // (ours)
  customPrice: 'Custom', // spec: above 100,000 shareholders, Custom (contact sales)
  customSummary: 'More than 100,000 shareholders? We will price a plan with you.', // (ours)
  perMonth: '/month', // (ours)
  // The spec's per-shareholder labels (95c at 5,000 for A$399 a month) are a year's price per
  // shareholder at the tier's top: 399 × 12 / 5,000 ≈ 95c.
  perShareholder: (label: string) => `${label} per shareholder a year`, // (ours)
  tierOption: (tier: string) => `Up to ${tier} shareholders`, // (ours)
  tierAbove: (tier: string) => `More than ${tier} shareholders`, // (ours)
  tierLabel: 'Number of shareholders', // (ours)
  yourTier: 'current', // (ours)
  findYourPlan: 'Find your plan',
  findYourPlanHelp: 'How many shareholders does your company have?', // (ours)
  fitsBoth:
    'Both plans cover up to 5,000 shareholders: Essentials free, Premium with every feature.', // (ours)
  fitsPremium: (tier: string) => `For up to ${tier} shareholders, Premium is your plan.`, // (ours)
  faqTitle: 'Questions about plans', // (ours)
  faq: [
    {
      question: 'Is there a free trial?', // (ours)
      answer:
        'Yes. Every new company gets Premium free for two weeks, without a card. When the trial ends your company moves to Essentials unless you choose Premium.', // (ours)
    },
    {
      question: 'How is Premium billed?', // (ours)
      answer:
        'Monthly, per company, by the number of shareholders you choose. You can change the tier at any time; the difference is charged or credited for the rest of the month.', // (ours)
    },
    {
      question: 'Do prices include GST?', // (ours)
      answer:
        'Yes. Prices are in Australian dollars and include GST, and every invoice shows the GST amount.', // (ours)
    },
    {
      question: 'What happens if we move to Essentials?', // (ours)
      answer:
        'Premium stays until the end of the month you have paid for. Then only the first 2 team members keep access, and questions and templates beyond the free limits become read-only. Nothing is deleted, and moving back to Premium restores them.', // (ours)
    },
  ],
  essentialsEndsTrial: 'Choosing Essentials ends your free Premium trial now.', // (ours)
  trialRunning: (date: string) =>
    `Your company has Premium free until ${date}. Choose a plan now, or keep the trial and decide later.`, // (ours)
  trialNoDate:
    'Your company has Premium free for two weeks. Choose a plan now, or keep the trial and decide later.', // (ours)
  billingOff: 'Plans are not billed on this installation: your company has every feature.', // (ours) the `none` driver
  productsFailed: 'We could not load the plans. Please try again.', // (ours)
  // The downgrade confirmation (spec: 'What you're getting with {plan}').
  confirmTitle: (plan: string) => `What you're getting with ${plan}`,
  confirmDecline: (plan: string) => `I don't want ${plan}`,
  confirmLose: (plan: string) => `Moving to ${plan}, your company gives up:`, // (ours)
  confirmDaysLeft: (days: number, plan: string) =>
    `${days} ${days === 1 ? 'day' : 'days'} left on ${plan}`, // (ours)
  confirmPayment: 'Payment', // (ours)
  confirmRenewal: 'Renewal date', // (ours)
  confirmNoCharge: 'Nothing more is charged.', // (ours)
  premiumAtTier: (tier: string) => `Premium for up to ${tier} shareholders`, // (ours)
  confirmTierChange: (tier: string) =>
    `Your company moves to Premium for up to ${tier} shareholders now. The difference is charged or credited for the rest of this month. Premium keeps everything:`, // (ours)
  // Notices after a plan change (spec modal types).
  supercharged: "You've supercharged your subscription plan!",
  superchargedBody: 'Your whole team now has every Premium feature:', // (ours)
  freemiumTitle: 'Your company is on Essentials', // (ours) freemium_success
  freemiumBody:
    'Essentials is free for up to 5,000 shareholders. Only the first 2 team members keep access, and questions and templates over the free limits are read-only until you upgrade.', // (ours)
  downgradeTitle: 'Your Premium plan is cancelled', // (ours) downgrade_premium_success
  downgradeBody: (date: string) =>
    `Your company keeps every Premium feature until ${date}. After that it moves to Essentials. You can re-activate Premium before then.`, // (ours)
  welcome: 'We are glad you are here!',
  welcomeBody:
    "Your company's subscription is not active. Activate a free trial or buy a subscription to use Premium again.", // (ours) spec: activate a free trial or buy a subscription
  inactiveTitle: "Your company's subscription is inactive", // (ours) not_subscribed_non_creator
  inactiveBody:
    "Premium features are paused until your company's subscription is active again. Please contact your company admin.", // (ours) spec: contact the company admin
  nonPermitBody:
    'Only the person who created this company can change its plan. To talk to us about Premium, book a demo.', // (ours)
  // The pages the payment provider returns to.
  paymentReceived: 'Thank you for your payment', // (ours)
  confirming: 'Confirming your payment…', // (ours)
  confirmFailed: 'We could not confirm your payment yet', // (ours)
  confirmingBody: 'This takes a few seconds. Please keep this page open.', // (ours)
  noCheckoutReference:
    'This page was opened without a payment reference. If you paid, your plan will update shortly.', // (ours)
  signInToConfirm: 'Please sign in to see your plan. Your payment is recorded either way.', // (ours)
  paymentFailedBody:
    'Your card was not charged. You can try again with another card, or choose another plan.', // (ours)
  // The local driver's checkout page.
  checkoutTitle: 'Checkout', // (ours)
  checkoutProduct: (tier: string) => `Quorum Premium — ${tier} shareholders`, // (ours)
  checkoutGst: (amount: string) => `includes GST of ${amount}`, // (ours)
  checkoutTest: 'Test checkout', // (ours)
  checkoutTestNote:
    'No real card is charged here. Use one of these test cards, any future expiry date and any 3-digit security code.', // (ours)
  checkoutTestCards: {
    succeeds: 'Pays',
    declined: 'Is declined',
    renewalFails: 'Pays now, fails at the next renewal',
  }, // (ours)
  checkoutExpired: 'This checkout has expired. Please start again from the plan page.', // (ours)
  checkoutComplete: 'This checkout is already paid. Your plan is active.', // (ours)
  checkoutBilledMonthly: 'Billed monthly. Change tier or cancel at any time from the plan page.', // (ours)
} as const;
