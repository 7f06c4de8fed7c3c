/** The first run: what the shell mounts and what the home renders. */
export { FirstRunModals } from './components/first-run-modals';
export { Greeting } from './components/greeting';
export { useGreeting } from './hooks/use-greeting';
export { QuickResponseInfo } from './components/quick-response-info';
