/** The dashboard home, its own lazy chunk: the first page after sign-in does not load the charts. */
export { DashboardHomePage } from './dashboard-home-page';
