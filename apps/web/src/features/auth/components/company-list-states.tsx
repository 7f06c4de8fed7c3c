import { Button, Skeleton, Stack } from '@mantine/core';
import { FormError } from '@/components/form/form-error';

/** The company choosers' list while it loads: two rows' worth, announced as busy. */
export function CompaniesLoading() {
  return (
    <Stack gap="xs" role="status" aria-busy="true" aria-label="Loading your companies">
      <Skeleton h={50} />
      <Skeleton h={50} />
    </Stack>
  );
}

/** The company choosers' list when it could not be read, with a way to try again. */
export function CompaniesFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Stack gap="xs">
      <FormError message={message} />
      <Button variant="light" onClick={onRetry}>
        Try again
      </Button>
    </Stack>
  );
}
