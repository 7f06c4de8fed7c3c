import { Notifications } from '@mantine/notifications';
import { Outlet } from 'react-router';
import { storeSignIn } from '@/lib/session';
import { fakeGraphQL, makeSignIn } from '@/testing/fake-graphql';
import { renderRoutes } from '@/testing/render-with-providers';
import { CompanyDetailsPage } from '../routes/company-details-page';

// jsdom has no font loading API; Mantine's autosizing Textarea (About) listens to it.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });

type Access = 'full' | 'view' | 'none';

/** The shell's company query with the member's access to the company details page. */
export function shellCompany(access: Access, companyCreator = true) {
  return {
    _id: 'company-1',
    legalBusinessName: 'Demo Resources Ltd',
    optionalBusinessName: null,
    asxCode: 'DMO',
    companyLogo: null,
    companyCreator,
    validated: true,
    isLocked: false,
    permissions: {
      teamMemberRole: access === 'full' ? 'admin' : access === 'view' ? 'viewer' : 'custom',
      hasAdministrativeControl: access === 'full',
      canManageQuestion: access === 'full',
      canInviteTeamMembers: access === 'full',
      canCreateEvent: access === 'full',
      pages: [
        {
          page: 'company-details',
          hasViewPermission: access !== 'none',
          hasEditPermission: access === 'full',
        },
      ],
    },
    subscription: {
      id: 'sub-1',
      plan: 'premium',
      status: 'active',
      hold: false,
      renewable: true,
      startDate: '2026-01-01T00:00:00.000Z',
      endDate: null,
    },
  };
}

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
