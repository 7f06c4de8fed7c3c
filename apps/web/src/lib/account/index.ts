export { accountKeys } from './account-keys';
export { useLoggedInUser, loggedInUserQuery, type LoggedInUser } from './get-logged-in-user';
export { useCompanyDetail, companyDetailQuery, type CompanyDetail } from './get-company-detail';
