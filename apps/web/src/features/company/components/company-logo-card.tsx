import { Avatar, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPhotoEdit } from '@tabler/icons-react';
import type { CompanyDetails } from '../api/get-company-details';
import { LogoUploadModal } from './logo-upload-modal';

/** The company's logo and name at the top of its details; editors can upload a new logo. */
export function CompanyLogoCard({
  company,
  canEdit,
}: {
  company: CompanyDetails;
  canEdit: boolean;
}) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Group gap="lg" wrap="wrap">
        <Avatar
          src={company.companyLogoUrl}
          alt={`${company.legalBusinessName} logo`}
          size={88}
          radius="md"
          color="navy"
          styles={{ image: { objectFit: 'contain' } }}
        >
          {company.legalBusinessName.slice(0, 2).toUpperCase()}
        </Avatar>
        <Stack gap={4} style={{ flex: 1, minWidth: 180 }}>
          <Text fw={700} fz="lg">
            {company.legalBusinessName}
          </Text>
          <Text size="sm" c="dimmed">
            ASX: {company.asxCode}
          </Text>
        </Stack>
        {canEdit ? (
          <Button
            variant="light"
            leftSection={<IconPhotoEdit size={18} aria-hidden />}
            onClick={open}
          >
            Upload company logo
          </Button>
        ) : null}
      </Group>
      {canEdit ? (
        <LogoUploadModal
          opened={opened}
          onClose={close}
          currentLogoUrl={company.companyLogoUrl}
          companyName={company.legalBusinessName}
        />
      ) : null}
    </Paper>
  );
}
