/** What the rest of the app uses from auth (the dashboard shell, the profile's email change); the pages load through routes/index.ts. */
export { CompanySwitcherItems } from './components/company-switcher-items';
export { useCompanySwitch } from './hooks/use-company-switch';
export { useLogout } from './hooks/use-logout';
export { useUserCompanyList } from './api/user-company-list';
export { CodeEntry } from './components/code-entry';
export { CodeCountdown } from './components/code-countdown';
export { useSelectCompanyForLogin } from './api/select-company-for-login';
export { createPasskey } from './api/passkey-ceremony';
export { openLostAccessModal } from './components/lost-access-modal';
export { EXTENSION_PAGES } from './extension/extension-request';
