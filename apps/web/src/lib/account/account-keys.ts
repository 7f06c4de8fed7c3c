/** Query keys of the signed-in member and their company, refetched on every dashboard path change. */
export const accountKeys = {
  all: ['account'] as const,
  loggedInUser: () => [...accountKeys.all, 'loggedInUserDetail'] as const,
  companyDetail: () => [...accountKeys.all, 'getCompanyDetail'] as const,
  companyList: () => [...accountKeys.all, 'userCompanyList'] as const,
};
