import {
  Modal,
  createTheme,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';
import { BREAKPOINTS, DEFAULT_WEB_FORM_THEME } from '@quorum/shared';
import { ACCESSIBLE_COLORS } from './accessible-colors';

const em = (px: number) => `${px / 16}em`;

/** Quorum navy: shade 7 is the brand colour the web form also defaults to (#00214D). */
const navy: MantineColorsTuple = [
  '#e8eef8',
  '#cad6ec',
  '#98b0da',
  '#6587c6',
  '#3d66b5',
  '#2451a8',
  '#103c88',
  DEFAULT_WEB_FORM_THEME.primaryColor,
  '#001a3d',
  '#00122b',
];

export const theme = createTheme({
  primaryColor: 'navy',
  primaryShade: 7,
  colors: { ...ACCESSIBLE_COLORS, navy },
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  // Spec §9 breakpoints, in em as Mantine expects (postcss.config.mjs repeats them for CSS).
  breakpoints: {
    xs: em(BREAKPOINTS.xs),
    sm: em(BREAKPOINTS.sm),
    md: em(BREAKPOINTS.md),
    lg: em(BREAKPOINTS.lg),
    xl: em(BREAKPOINTS.xl),
  },
  // A focus ring on keyboard focus only, strong enough to see on white and on navy.
  focusRing: 'auto',
  cursorType: 'pointer',
  components: {
    // Mantine's close button is an icon alone; a screen reader should hear what it does.
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } }),
    // The placeholder Mantine focuses on open is a role="presentation" child of role="menu", which
    // ARIA forbids (axe: aria-required-children); without it the first item takes focus instead.
    // A plain object, not Menu.extend: importing Menu here would put it in the sign-in page's bundle.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // A spinner is named for what it waits on ("Loading the note"): a name needs a role, and a
    // status is what a spinner is (axe: aria-prohibited-attr on a bare span).
    Loader: { defaultProps: { role: 'status' } },
    // A toast's close button is an icon alone too (axe: button-name). A plain object: the
    // Notification component lives in @mantine/core, but importing it here would bundle it early.
    // A toast with a title draws its words in gray 6 (3.3:1 on white, axe: color-contrast), not in
    // the dimmed colour the resolver below raises: gray 7 is readable and still secondary.
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } },
      styles: { description: { color: 'var(--mantine-color-gray-7)' } },
    },
  },
});

/**
 * Mantine's "dimmed" text (gray 6, 3.3:1 on white) is below the 4.5:1 that WCAG AA asks of small
 * text; gray 7 (7.5:1) keeps it secondary and readable.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
