/** What the shell uses of billing: the plan notices, and the dates as billing shows them. */
export { PlanNoticeModal } from './components/plan-notice-modal';
export { noticeAfterReturn, noticeOnArrival, type PlanNotice } from './components/plan-notices';
export { daysUntil, formatPlanDate } from './components/plan-dates';
export { NonPermitUpgradeModal } from './components/modals/non-permit-upgrade-modal';
