import { Paper, Skeleton, Stack } from '@mantine/core';

/** The Web form page's sections, in outline, while its settings load. */
export function WebFormSkeleton() {
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label="Loading the web form settings">
      <Paper withBorder radius="md" p="md">
        <Skeleton h={20} w={180} mb="sm" />
        <Skeleton h={36} />
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Skeleton h={20} w={140} mb="sm" />
        <Skeleton h={96} />
      </Paper>
      <Skeleton h={72} radius="md" />
      <Skeleton h={72} radius="md" />
    </Stack>
  );
}
