import { Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';

function SkeletonCard({ height }: { height: number }) {
  return (
    <Paper withBorder radius="md" p="lg" mih={height}>
      <Stack gap="sm">
        <Skeleton height={20} width="40%" />
        <Skeleton height={36} width="60%" />
        <Skeleton height={12} />
        <Skeleton height={12} />
        <Skeleton height={12} width="80%" />
        <Skeleton height={36} mt="md" />
      </Stack>
    </Paper>
  );
}

/** What the plans look like while GET /stripe/products/v2 is on its way (spec: skeleton cards). */
export function PlanSkeletons({ layout }: { layout: 'cards' | 'rows' }) {
  return (
    <div role="status" aria-busy="true" aria-label="Loading plans">
      {layout === 'cards' ? (
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {[0, 1, 2].map((key) => (
            <SkeletonCard key={key} height={420} />
          ))}
        </SimpleGrid>
      ) : (
        <Stack gap="md">
          {[0, 1].map((key) => (
            <SkeletonCard key={key} height={160} />
          ))}
        </Stack>
      )}
    </div>
  );
}
