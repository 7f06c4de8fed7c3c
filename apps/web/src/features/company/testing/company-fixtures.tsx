import { Notifications } from '@mantine/notifications';
import { Outlet } from 'react-router';
import { storeSignIn } from '@/lib/session';
import { makeCompanyDetail } from '@/testing/company-detail';
import { fakeGraphQL, makeSignIn } from '@/testing/fake-graphql';
import { renderRoutes } from '@/testing/render-with-providers';
import { CompanyDetailsPage } from '../routes/company-details-page';

type Access = 'full' | 'view' | 'none';

/** The roles whose access to company details is full, view only and none. */
const ROLE_WITH_ACCESS = { full: 'admin', view: 'viewer', none: 'custom' } as const;

/** The shell's company query with the member's access to the company details page. */
export const shellCompany = (access: Access, companyCreator = true) =>
  makeCompanyDetail({
    role: ROLE_WITH_ACCESS[access],
    companyCreator,
    legalBusinessName: 'Demo Resources Ltd',
    asxCode: 'DMO',
  });

/** The company details page's own query: the demo company in Perth. */
export const companyDetails = {
  _id: 'company-1',
  legalBusinessName: 'Demo Resources Ltd',
  optionalBusinessName: 'Demo Resources',
  abn: '53004085616',
  asxCode: 'DMO',
  email: 'investors@demoresources.com.au',
  phoneNumber: '0892261400',
  websiteUrl: 'https://demoresources.com.au',
  about: 'Copper and gold in Western Australia.',
  addressLineOne: 'Level 12, 197 St Georges Terrace',
  addressLineTwo: null,
  suburb: 'Perth',
  state: 'WA',
  postCode: '6000',
  location: { coordinates: [115.859912, -31.948762] },
  companyLogo: null,
  companyLogoUrl: null,
  companyCreator: true,
};

export const listed = (id: string, name: string, isLocked = false) => ({
  _id: id,
  legalBusinessName: name,
  companyLogo: null,
  isLocked,
});

type Handlers = Parameters<typeof fakeGraphQL>[0];

/** The company details page as a signed-in member with the given access sees it. */
export function renderCompanyDetails({
  access = 'full',
  companyCreator = true,
  handlers = {},
}: { access?: Access; companyCreator?: boolean; handlers?: Handlers } = {}) {
  storeSignIn(makeSignIn());
  const api = fakeGraphQL({
    GetCompanyDetail: () => ({ data: { getCompanyDetail: shellCompany(access, companyCreator) } }),
    GetCompanyDetails: () => ({
      data: { getCompanyDetail: { ...companyDetails, companyCreator } },
    }),
    UserCompanyList: () => ({
      data: { userCompanyList: [listed('company-1', 'Demo Resources Ltd')] },
    }),
    GetCompanyLinks: () => ({ data: { getCompanyLinks: [] } }),
    ...handlers,
  });
  const view = renderRoutes(
    [
      {
        // Toasts sit above the routes, as in the app, so they outlive a navigation.
        element: (
          <>
            <Notifications />
            <Outlet />
          </>
        ),
        children: [
          { path: '/dashboard/company-profile/company-details', element: <CompanyDetailsPage /> },
          { path: '/dashboard', element: <h1>Dashboard</h1> },
          { path: '/', element: <h1>Choose a company</h1> },
        ],
      },
    ],
    '/dashboard/company-profile/company-details',
  );
  return { ...api, ...view };
}
