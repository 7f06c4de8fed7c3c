// The team: what other features may use (the free plan's seats, and the permissions type).
export { applyPlanAccess } from './plan-access';
export { CompanyPermissionsType } from './types';
