import { Alert, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { FREE_PLAN, messages } from '@quorum/shared';
import { UpgradeAction } from '@/components/plan/upgrade-action';

/** The reason's element id: the disabled Edit button is described by it. */
export const READ_ONLY_REASON_ID = 'registry-question-read-only-reason';

/**
 * Why a question cannot be changed: after a move to the free plan only its first questions stay
 * editable; this one is kept, read-only, until the company is on Premium again. Editors are
 * offered the way there (the creator) or told who can take it.
 */
export function ReadOnlyNotice({
  canEdit,
  isCompanyCreator,
}: {
  canEdit: boolean;
  isCompanyCreator: boolean;
}) {
  return (
    <Alert
      color="gray"
      variant="light"
      icon={<IconLock aria-hidden />}
      title={messages.registry.readOnlyTitle}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm" id={READ_ONLY_REASON_ID}>
          {messages.registry.readOnly(FREE_PLAN.registryQuestions)}
        </Text>
        {canEdit ? <UpgradeAction isCompanyCreator={isCompanyCreator} size="xs" /> : null}
      </Stack>
    </Alert>
  );
}
