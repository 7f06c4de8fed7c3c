/**
 * Every message a person reads, written once. Spec wording is kept exactly except where the spec
 * misspells; each correction is noted beside the message. Messages marked "(ours)" are not in the
 * spec, which is silent there; they say clearly what happened and what to do.
 */
import { billingMessages, supportMessages } from './messages/billing';
import { boardMessages } from './messages/board';
import { companyLinkMessages } from './messages/company-links';
import { marketDataMessages } from './messages/market-data';
import { notificationMessages } from './messages/notifications';
import { webformMessages } from './messages/webform';
import { executiveMessages } from './messages/executives';
import { profileMessages } from './messages/profile';
import { sessionMessages } from './messages/sessions';
import { secondFactorMessages } from './messages/second-factor';
import { registryMessages } from './messages/registry';
import { templateMessages } from './messages/templates';
import { teamMessages } from './messages/team';
import { uploadMessages } from './messages/uploads';
import { availabilityMessages } from './messages/availability';
import { inputMessages } from './messages/input';
import { quotaMessages } from './messages/quota';
import { throttleMessages } from './messages/throttle';
import { privacyMessages } from './messages/privacy';
import { pricingMessages } from './messages/pricing';
import { announcementScreenMessages } from './messages/announcement-screens';
import { announcementMessages, pollMessages } from './messages/announcements';
import { activityMessages } from './messages/activity';
import { faqMessages } from './messages/faq';
import { eventMessages } from './messages/events';
import { analyticsMessages } from './messages/analytics';
import { reportMessages } from './messages/reports';
import { firstRunMessages, monthlyPromptMessages } from './messages/first-run';
import { dashboardMessages } from './messages/dashboard';
import { duplicateMessages } from './messages/duplicates';
import { extensionMessages } from './messages/extension';
import { providerSignInMessages } from './messages/provider-sign-in';

export const messages = {
  generic: {
    tryAgain: 'Something went wrong. Please try again.',
    tryAgainLater: 'Something went wrong. Please try again later.',
    // spec: 'Something error occured in server' — corrected grammar and 'occurred'.
    server: 'An error occurred on the server.',
    // spec: 'Sorry something error occcured.' — corrected 'occurred' and grammar.
    subscribeFallback: 'Sorry, an error occurred.',
    errorPageTitle: 'Something went wrong',
    // (ours) only where the wait is unknown: the server's answer says how long (messages.throttle).
    rateLimited: 'Too many attempts. Please wait a little and try again.',
    requestTooLarge: 'The request is too large.', // (ours)
    invalidRequest: 'The request could not be understood.', // (ours)
    notFound: 'We could not find what you were looking for.', // (ours)
    offline: 'We could not reach Quorum. Please check your connection and try again.', // (ours)
    pageBeingBuilt: 'This page is being built. It will appear here in a coming release.', // (ours)
    forbiddenTitle: 'Access denied', // (ours)
    forbidden: 'You do not have access to this page, or it does not exist.', // (ours)
  },
  email: {
    invalid: 'Sorry, but this email address is invalid.',
    required: 'Please fill out your email address.',
    tooLong: 'Email address must be at most 255 characters.', // (ours) spec: max 255
  },
  password: {
    required: 'Please fill out your password.',
    tooLong: 'Password must be at most 255 characters.', // (ours) spec: max 255
    /** The spec's rule text, shown beside the field. */
    ruleText:
      'At least 8 characters; 1 uppercase and 1 lowercase letter; 1 number; 1 special character.',
    minLength: 'Password must be at least 8 characters.', // (ours) one per rule of the rule text
    upperAndLower: 'Password must contain 1 uppercase and 1 lowercase letter.', // (ours)
    number: 'Password must contain 1 number.', // (ours)
    special: 'Password must contain 1 special character.', // (ours)
    mismatch: 'Passwords do not match.', // (ours)
    currentRequired: 'Please enter your current password.', // (ours)
    currentWrong: 'That is not your current password.', // (ours)
    sameAsCurrent: 'Your new password must differ from your current one.', // (ours)
    changed: 'Your password has been changed. Your other sessions have been signed out.', // (ours)
    tooCommon:
      'This password is one of the most used, so it is easy to guess. Please choose another.', // (ours)
    containsName: 'Your password must not contain your name, your company’s name or Quorum.', // (ours)
    breached:
      'This password has appeared in a data breach, so others may try it. Please choose another.', // (ours)
  },
  permission: {
    denied: 'You do not have permission to do this. Please contact your company administrator.', // (ours)
  },
  auth: {
    invalidCredentials: 'The email or password you entered is incorrect.', // (ours)
    emailNotVerified: 'Please verify your email address to continue.', // (ours)
    accountExists: 'An account with this email address already exists.', // (ours)
    sessionExpired: 'Your session has expired. Please sign in again.', // (ours)
    signInRequired: 'Please sign in to continue.', // (ours)
    // (ours) a refresh without the web app's header: another site's form or a stray request.
    refreshFromAppOnly: 'Sessions are renewed by the Quorum app only. Please sign in again.',
    notInCompany: 'You are not a member of this company.', // (ours)
    noCompanySelected: 'Please choose a company to continue.', // (ours)
    logoutConfirm: 'Are you sure you want to logout?',
    firstNameRequired: 'Please fill out your first name.', // (ours)
    lastNameRequired: 'Please fill out your last name.', // (ours)
    nameTooLong: 'Names must be at most 100 characters.', // (ours)
    termsRequired: 'Please accept the terms and conditions.', // (ours)
    loggedOut: 'You have been signed out.', // (ours)
    extensionPending:
      'The email extension signs in here. Extension sign-in is not available yet; it comes in a later release.', // (ours)
    noCompanies: 'You are not a member of any company yet.', // (ours)
  },
  otp: {
    sent: (email: string) => `We have sent a 4-digit code to ${email}.`, // (ours)
    invalidFormat: 'Please enter the 4-digit code.', // (ours)
    incorrect: (attemptsLeft: number) =>
      `The code you entered is incorrect. ${attemptsLeft} ${attemptsLeft === 1 ? 'attempt' : 'attempts'} left.`, // (ours)
    expired: 'This code has expired. Please request a new one.', // (ours)
    tooManyAttempts: 'Too many incorrect attempts. Please request a new code.', // (ours)
    noPendingCode: 'There is no code waiting for this email. Please sign in again.', // (ours)
    resent: 'If a code is waiting for this email, a new one is on its way.', // (ours)
    expiresIn: (time: string) => `Your code expires in ${time}.`, // (ours)
  },
  passwordReset: {
    sent: 'If an account exists for that email, we have sent a link to reset your password.', // (ours)
    invalidLink: 'This password reset link is invalid or has expired.', // (ours)
    done: 'Your password has been reset. You can now sign in.', // (ours)
  },
  company: {
    legalBusinessNameRequired: 'Business name is required',
    emailInvalid: 'Invalid email address',
    emailRequired: 'Email address is required',
    phoneInvalid: 'Phone number is not valid',
    abnNumeric: 'must be numeric values',
    aboutRequired: 'Please tell investors about the company.', // (ours) spec: about is required
    addressRequired: 'Address is required.', // (ours) spec: addressLineOne is required
    suburbRequired: 'Suburb is required.', // (ours)
    stateRequired: 'State is required.', // (ours) spec: state is required
    fieldTooLong: 'This is too long.', // (ours)
    abnLength: 'Australian business number must be 11 digits.', // (ours)
    abnRequired: 'Australian business number is required.', // (ours)
    asxRequired: 'ASX code is required.', // (ours)
    asxFormat: 'ASX code must be 3 to 6 letters or numbers.', // (ours)
    asxTaken: 'A company with this ASX code is already registered.', // (ours)
    websiteRequired: 'Website URL is required',
    websiteInvalid: 'Invalid URL format',
    postCodeInvalid: 'Invalid Postal code',
    // spec: 'Company profile update sucessful' — corrected 'successful'.
    updated: 'Company profile update successful',
    // spec: 'Company logo updated sucessfully' — corrected 'successfully'.
    logoUpdated: 'Company logo updated successfully',
    logoFailed: 'Something went wrong. Please try again later',
    deleteFailed: 'Something went wrong while trying to delete company.',
    removed: 'Company removed.', // (ours) the spec's removeCompany returns a message
    removeCreatorOnly: 'Only the person who created this company can remove it.', // (ours)
    removeConfirmTitle: 'Remove company', // (ours)
    removeConfirm: (name: string) =>
      `Remove ${name}? Its details, team, links and files are deleted for everyone, and this cannot be undone.`, // (ours)
    logoMissing: 'Please choose an image to upload.', // (ours) Save is disabled without an image
    placeSearchEmpty: 'No Australian suburb or postcode matches your search.', // (ours)
    readOnly: 'You can view the company details. Only members with edit access can change them.', // (ours)
    noPermission:
      'You do not have the permission to view or edit the Company details page. Please contact your company administrator.',
    // (ours) spec lost_access: the server's refusal, which the web app answers with that modal.
    lockedCompany:
      'This company is on the free plan, which keeps access for its first 2 team members only. Please ask your company admin to upgrade to Premium.',
  },
  plan: billingMessages,
  pricing: pricingMessages,
  /** The dashboard's subscription banner (spec §2 "Dashboard shell"); the spec gives no wording. */
  subscription: {
    planName: (label: string) => `${label} plan`, // (ours)
    trial: 'Free trial', // (ours)
    daysLeft: (days: number) => `${days} ${days === 1 ? 'day' : 'days'} left`, // (ours)
    expired: 'Your subscription has expired.', // (ours)
    onHold: 'Your subscription is on hold.', // (ours)
    renewsOn: (date: string) => `Renews on ${date}`, // (ours)
    endsOn: (date: string) => `Ends on ${date}`, // (ours)
    paymentFailed: 'Your last payment failed.', // (ours) past due
    graceLeft: (days: number) =>
      `Premium stays for ${days} more ${days === 1 ? 'day' : 'days'}: re-activate to keep it.`, // (ours)
  },
  feedback: supportMessages,
  registry: registryMessages,
  templates: templateMessages,
  board: boardMessages,
  notifications: notificationMessages,
  webform: webformMessages,
  extension: extensionMessages,
  companyLinks: companyLinkMessages,
  marketData: marketDataMessages,
  faq: faqMessages,
  events: eventMessages,
  executives: executiveMessages,
  team: teamMessages,
  profile: profileMessages,
  sessions: sessionMessages,
  secondFactor: secondFactorMessages,
  providerSignIn: providerSignInMessages,
  uploads: uploadMessages,
  availability: availabilityMessages,
  input: inputMessages,
  quota: quotaMessages,
  throttle: throttleMessages,
  privacy: privacyMessages,
  announcementScreens: announcementScreenMessages,
  announcements: announcementMessages,
  polls: pollMessages,
  activity: activityMessages,
  analytics: analyticsMessages,
  reports: reportMessages,
  firstRun: firstRunMessages,
  dashboard: dashboardMessages,
  duplicates: duplicateMessages,
  monthlyPrompts: monthlyPromptMessages,
} as const;
