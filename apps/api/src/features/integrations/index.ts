// Integrations: what other features may use (the investor page's questions arrive as the web
// form's do).
export { receiveGuestQuestion } from './submission';
