/** What the dashboard shell uses from auth; the pages themselves load through routes/index.ts. */
export { CompanySwitcherItems } from './components/company-switcher-items';
export { useCompanySwitch } from './hooks/use-company-switch';
export { useLogout } from './hooks/use-logout';
export { useUserCompanyList } from './api/user-company-list';
