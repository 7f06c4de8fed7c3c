/** The auth feature's pages, loaded together as one lazy chunk. */
export { SignInPage } from './sign-in-page';
export { ProviderCallbackPage } from './provider-callback-page';
export { RegisterPage } from './register-page';
export { RegisterInvitationPage } from './register-invitation-page';
export { ForgotPasswordPage } from './forgot-password-page';
export { ResetPasswordPage } from './reset-password-page';
export {
  ExtensionSignInPage,
  ExtensionRedirectPage,
  UserConsentPage,
} from './extension-sign-in-pages';
