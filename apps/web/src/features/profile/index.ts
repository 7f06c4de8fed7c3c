/** What the rest of the app uses from profile (the dashboard shell); the page loads through routes/index.ts. */
export { SecondFactorSetupGate } from './components/second-factor-setup-gate';
