import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { WebformConfig } from '../api/get-webform';
import { CollapsibleSection } from './collapsible-section';
import { MaskedValue } from './masked-value';

/** The identifiers a developer needs to wire the form by hand, masked until shown. */
export function AdvancedDetailsSection({ config }: { config: WebformConfig }) {
  const [opened, setOpened] = useState(false);
  return (
    <CollapsibleSection
      title="Advanced details"
      description="The identifiers your developer needs to connect the form by hand."
      opened={opened}
      onToggle={() => setOpened((now) => !now)}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          The client secret identifies your form. It is sent from your website with every question,
          so it is not a password; questions are still accepted only from your domain.
        </Text>
        <MaskedValue label="Client secret" value={config.clientSecret} />
        <MaskedValue label="Company ID" value={config.companyId} />
      </Stack>
    </CollapsibleSection>
  );
}
