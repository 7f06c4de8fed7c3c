/** The analytics feature's page, its own lazy chunk (the charts are heavy). */
export { DashboardOverviewPage } from './dashboard-overview-page';
