import { Anchor, List, ThemeIcon } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { EXTERNAL_LINKS } from '@quorum/shared';
import { Link } from 'react-router';

/**
 * The onboarding checklist's steps (spec §3: company bio, logo, an executive, a FAQ, inviting
 * investors), each a link to where it is done. The welcome shows the steps only; which are done is
 * the home's checklist card's to say.
 */
const STEPS = [
  { label: 'Add your company bio', to: '/dashboard/company-profile/company-details' },
  { label: 'Add your company logo', to: '/dashboard/company-profile/company-details' },
  { label: 'Add an executive', to: '/dashboard/company-profile/excutive-team' },
  { label: 'Add a FAQ', to: '/dashboard/faq' },
] as const;

export function FirstSteps({ onFollow }: { onFollow: () => void }) {
  return (
    <List
      spacing="xs"
      size="sm"
      aria-label="Onboarding checklist"
      icon={
        <ThemeIcon size={20} radius="xl" variant="light" aria-hidden>
          <IconArrowRight size={12} />
        </ThemeIcon>
      }
    >
      {STEPS.map((step) => (
        <List.Item key={step.label}>
          <Anchor component={Link} to={step.to} onClick={onFollow}>
            {step.label}
          </Anchor>
        </List.Item>
      ))}
      <List.Item>
        <Anchor href={EXTERNAL_LINKS.inviteInvestors} target="_blank" rel="noopener noreferrer">
          Invite investors (opens in a new tab)
        </Anchor>
      </List.Item>
    </List>
  );
}
