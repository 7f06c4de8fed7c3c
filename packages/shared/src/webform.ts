/** The investor web form (spec §3 Web form config, §5 web-form domain). */
export const WEBFORM_DEFAULT_THEME = {
  primaryColor: '#00214D',
  secondaryColor: '#f9fafb',
  backgroundColor: '#ffffff',
} as const;
export type WebformTheme = {
  primaryColor: string;
  secondaryColor: string;
  backgroundColor: string;
};

export const WEBFORM_LIMITS = {
  nameMaxLength: 100,
  questionMaxLength: 5000,
  /** Submissions one address may make in a minute, and one company may receive. */
  perAddressPerMinute: 5,
  perCompanyPerMinute: 120,
  /** The honeypot field's name: a person never sees it, a form-filling bot fills it. */
  honeypotField: 'website',
  /** Spec §9: the preview's height in pixels. */
  previewHeight: 1165,
} as const;

/** The dashboard route of the Web form page ({product} is quorum). */
export const WEBFORM_PAGE_PATH = '/dashboard/company-profile/integrate-quorum/web-form';
export const INTEGRATIONS_PAGE_PATH = '/dashboard/company-profile/integrate-quorum';

/**
 * The message the public form posts to the page embedding it, so the embed script can size the
 * iframe to the form: `{ type: WEBFORM_HEIGHT_MESSAGE, height }` in CSS pixels.
 */
export const WEBFORM_HEIGHT_MESSAGE = 'quorum-webform:height';
