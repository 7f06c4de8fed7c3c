import type { FeatureMatrix } from '../../../testing/matrix';
import { pageEditors, pageViewers } from '../../../testing/matrix';
import { insertLink } from '../repo';

const LINKS = '{ _id title url priorityOrder locked }';

/** A foreign company's admin aiming at our link finds nothing there. */
const editorsOfOwnLinks = { ...pageEditors, foreign: 'NOT_FOUND' } as const;

export const companyLinksMatrix: FeatureMatrix = {
  seed: async (db, company) => ({
    companyLink: (
      await insertLink(db, company.id, {
        title: 'Investor centre',
        type: 'other',
        url: 'https://example.com/investors',
      })
    ).id,
  }),
  operations: {
    'Query.getCompanyLinks': { document: `{ getCompanyLinks ${LINKS} }`, expected: pageViewers },
    'Mutation.addCompanyLinks': {
      document: `mutation($i: AddCompanyLinksInput!) { addCompanyLinks(addCompanyLinksInput: $i) ${LINKS} }`,
      variables: () => ({ i: { title: 'Annual report', url: 'https://example.com/annual' } }),
      destructive: true,
      expected: pageEditors,
    },
    'Mutation.updateCompanyLink': {
      document: `mutation($i: UpdateCompanyLinkInput!) { updateCompanyLink(updateCompanyLinkInput: $i) ${LINKS} }`,
      variables: (w) => ({
        i: { linkId: w.own.companyLink, title: 'Investors', url: 'https://example.com/ir' },
      }),
      onForeign: (w) => ({
        i: { linkId: w.foreign.companyLink, title: 'Investors', url: 'https://example.com/ir' },
      }),
      expected: editorsOfOwnLinks,
    },
    'Mutation.deleteCompanyLink': {
      document: `mutation($id: ID!) { deleteCompanyLink(linkId: $id) ${LINKS} }`,
      variables: (w) => ({ id: w.own.companyLink }),
      onForeign: (w) => ({ id: w.foreign.companyLink }),
      destructive: true,
      expected: editorsOfOwnLinks,
    },
    'Mutation.dragAndDropUpdateCompanyLink': {
      document: `mutation($i: DragAndDropUpdateCompanyLinkInput!) { dragAndDropUpdateCompanyLink(dragAndDropUpdateCompanyLinkInput: $i) ${LINKS} }`,
      variables: (w) => ({ i: { links: [{ linkId: w.own.companyLink, priorityOrder: 1 }] } }),
      onForeign: (w) => ({ i: { links: [{ linkId: w.foreign.companyLink, priorityOrder: 1 }] } }),
      expected: editorsOfOwnLinks,
    },
  },
};
