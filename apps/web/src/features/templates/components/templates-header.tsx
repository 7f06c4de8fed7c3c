import {
  Badge,
  Button,
  Group,
  Loader,
  Stack,
  TextInput,
  Title,
  Tooltip,
  useMantineTheme,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconLock, IconPlus, IconSearch } from '@tabler/icons-react';
import { messages } from '@quorum/shared';

const text = messages.templates;

/**
 * The view's heading with the template count (on the free plan "N/3" with a lock), the search
 * box, and New template for members who may create.
 */
export function TemplatesHeader({
  count,
  limit,
  search,
  searching,
  onSearch,
  onCreate,
}: {
  /** Undefined until the templates are in. */
  count: number | undefined;
  /** The plan's cap; null for none. */
  limit: number | null | undefined;
  search: string;
  searching: boolean;
  onSearch: (value: string) => void;
  /** Absent for members who may not create; disabled (null) at the plan's limit. */
  onCreate?: (() => void) | null;
}) {
  const theme = useMantineTheme();
  // Phones: the heading on its own row, the search and button below it.
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, true);
  const capped = typeof limit === 'number' && count !== undefined;

  const heading = (
    <Group gap="xs" align="center" wrap="nowrap">
      <Title order={2} fz="lg" id="response-templates-title">
        {text.viewTitle}
      </Title>
      {capped ? (
        <Tooltip label={text.freePlanCount(count, limit)} withArrow>
          <Badge
            variant="light"
            color={count >= limit ? 'orange' : 'gray'}
            leftSection={<IconLock size={12} aria-hidden />}
            aria-label={text.freePlanCount(count, limit)}
          >
            {count}/{limit}
          </Badge>
        </Tooltip>
      ) : count !== undefined ? (
        <Badge variant="light" color="gray" aria-label={`${count} templates`}>
          {count}
        </Badge>
      ) : null}
    </Group>
  );
  const searchBox = (
    <TextInput
      type="search"
      aria-label={text.searchLabel}
      placeholder={text.searchPlaceholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={searching ? <Loader size="xs" aria-label="Searching" /> : null}
      value={search}
      onChange={(event) => onSearch(event.currentTarget.value)}
      w={wide ? 260 : undefined}
      flex={wide ? undefined : 1}
    />
  );
  // Phones show the plus alone, so the search keeps its width; the name stays for screen readers.
  const createButton =
    onCreate !== undefined ? (
      <Button
        leftSection={wide ? <IconPlus size={18} aria-hidden /> : undefined}
        px={wide ? undefined : 'sm'}
        aria-label={wide ? undefined : text.newTemplate}
        onClick={onCreate ?? undefined}
        disabled={onCreate === null}
      >
        {wide ? text.newTemplate : <IconPlus size={20} aria-hidden />}
      </Button>
    ) : null;

  if (!wide)
    return (
      <Stack gap="sm">
        {heading}
        <Group gap="sm" wrap="nowrap">
          {searchBox}
          {createButton}
        </Group>
      </Stack>
    );
  return (
    <Group justify="space-between" align="center" gap="sm">
      {heading}
      <Group gap="sm" wrap="nowrap">
        {searchBox}
        {createButton}
      </Group>
    </Group>
  );
}
