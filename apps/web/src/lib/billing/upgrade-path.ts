/**
 * Where every "upgrade to Premium" prompt leads: the update-plan page, as the side menu's
 * 'Upgrade your plan to premium' button does, so a person meets one plan page whichever prompt
 * they follow.
 */
export const UPGRADE_PLAN_PATH = '/dashboard/update-plan';
