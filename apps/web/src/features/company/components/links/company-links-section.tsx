/** Company links on the company details page (spec §5). Being built in this session. */
export function CompanyLinksSection(_props: { canEdit: boolean }) {
  return null;
}
