/** The company feature's pages, loaded together as one lazy chunk. */
export { CompanyDetailsPage } from './company-details-page';
export { CompanyProfileLayout } from './company-profile-layout';
