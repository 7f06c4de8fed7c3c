import {
  Anchor,
  Card,
  Group,
  List,
  Progress,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { messages } from '@quorum/shared';
import { Link } from 'react-router';
import { usePagePermission } from '@/lib/permissions/use-permissions';
import type { OnboardingChecklistData } from '../api/get-dashboard-home';
import { InviteInvestorsModal } from './invite-investors-modal';

const text = messages.dashboard;

/** Spec §3's steps in order, each with where it is done. */
const STEPS = [
  { key: 'addCompanyBio', to: '/dashboard/company-profile/company-details' },
  { key: 'addCompanyLogo', to: '/dashboard/company-profile/company-details' },
  { key: 'addExecutive', to: '/dashboard/company-profile/excutive-team' },
  { key: 'addFAQ', to: '/dashboard/faq' },
  { key: 'inviteInvestors', to: null },
] as const;

/**
 * The onboarding checklist (spec §3) on the home until it has been complete once: each step done
 * or a link to do it; inviting investors, done outside Quorum, is ticked off in a dialog.
 */
export function OnboardingChecklist({ checklist }: { checklist: OnboardingChecklistData }) {
  const [inviting, invite] = useDisclosure(false);
  const { canEdit } = usePagePermission('company-details');
  const done = STEPS.filter((step) => checklist[step.key]).length;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="home-checklist">
      <Group justify="space-between" mb={4}>
        <Title order={2} fz="lg" id="home-checklist">
          {text.checklistTitle}
        </Title>
        <Text size="sm" c="dimmed">
          {text.checklistProgress(done, STEPS.length)}
        </Text>
      </Group>
      <Progress
        value={(done / STEPS.length) * 100}
        size="sm"
        mb="md"
        aria-label={text.checklistProgress(done, STEPS.length)}
      />
      <List spacing="xs" size="sm" center>
        {STEPS.map((step) => {
          const label = text.checklistSteps[step.key];
          const complete = checklist[step.key];
          return (
            <List.Item
              key={step.key}
              data-step={step.key}
              data-done={complete}
              icon={
                <ThemeIcon
                  size={22}
                  radius="xl"
                  variant={complete ? 'filled' : 'light'}
                  color={complete ? 'teal' : 'gray'}
                  aria-hidden
                >
                  {complete ? <IconCheck size={14} /> : <IconCircleDashed size={14} />}
                </ThemeIcon>
              }
            >
              {complete ? (
                <Text size="sm" c="dimmed" td="line-through">
                  {label}
                  <VisuallyHidden>: {text.stepDone}</VisuallyHidden>
                </Text>
              ) : step.to ? (
                <Anchor component={Link} to={step.to} size="sm">
                  {label}
                </Anchor>
              ) : canEdit ? (
                <Anchor component="button" type="button" size="sm" onClick={invite.open}>
                  {label}
                </Anchor>
              ) : (
                <Text size="sm">
                  {label}{' '}
                  <Text span c="dimmed" size="xs">
                    ({text.askAnAdmin})
                  </Text>
                </Text>
              )}
            </List.Item>
          );
        })}
      </List>
      <InviteInvestorsModal opened={inviting} onClose={invite.close} />
    </Card>
  );
}
