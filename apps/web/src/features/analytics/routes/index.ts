/** The analytics feature's pages, loaded together as one lazy chunk. */
export { DashboardHomePage } from './dashboard-home-page';
export { DashboardOverviewPage } from './dashboard-overview-page';
