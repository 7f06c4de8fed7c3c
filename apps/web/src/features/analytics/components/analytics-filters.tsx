import {
  Group,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import {
  DASHBOARD_DATA_TYPES,
  DASHBOARD_RANGES,
  DASHBOARD_RANGE_LABELS,
  messages,
} from '@quorum/shared';
import type { DashboardDataType, DashboardRange, Plan } from '@quorum/shared';
import { dataTypeAllowed } from '../hooks/use-analytics-filters';
import type { useAnalyticsFilters } from '../hooks/use-analytics-filters';

const text = messages.analytics;

const DATA_TYPE_LABELS: Record<DashboardDataType, string> = {
  'investor-type': 'Investor type',
  channel: 'Channel',
  category: 'Category',
};

/** The period (a range, or custom days) and the split of the engagement chart. */
export function AnalyticsFilters({
  filters,
  plan,
}: {
  filters: ReturnType<typeof useAnalyticsFilters>;
  plan: Plan | undefined;
}) {
  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="md" wrap="wrap">
        <Select
          label={text.rangeLabel}
          data={DASHBOARD_RANGES.map((range) => ({
            value: range,
            label: DASHBOARD_RANGE_LABELS[range],
          }))}
          value={filters.range}
          onChange={(value) => value && filters.setRange(value as DashboardRange)}
          allowDeselect={false}
          w={200}
        />
        {filters.range === 'custom' ? (
          <Group gap="xs" align="flex-end" wrap="wrap">
            <TextInput
              type="date"
              label="First day"
              value={filters.from}
              onChange={(event) => filters.setDates({ from: event.currentTarget.value })}
              w={170}
            />
            <TextInput
              type="date"
              label="Last day"
              value={filters.to}
              onChange={(event) => filters.setDates({ to: event.currentTarget.value })}
              error={filters.customError}
              w={170}
            />
          </Group>
        ) : null}
        <Stack gap={4}>
          <Text size="sm" fw={500} id="analytics-data-type">
            {text.dataTypeLabel}
          </Text>
          <SegmentedControl
            aria-labelledby="analytics-data-type"
            value={filters.dataType}
            onChange={(value) => filters.setDataType(value as DashboardDataType)}
            data={DASHBOARD_DATA_TYPES.map((dataType) => {
              const allowed = dataTypeAllowed(plan, dataType);
              return {
                value: dataType,
                disabled: !allowed,
                label: allowed ? (
                  DATA_TYPE_LABELS[dataType]
                ) : (
                  <Group gap={4} wrap="nowrap" justify="center">
                    <IconLock size={14} aria-hidden />
                    <span>{DATA_TYPE_LABELS[dataType]}</span>
                    <VisuallyHidden>({text.premiumBadge})</VisuallyHidden>
                  </Group>
                ),
              };
            })}
          />
        </Stack>
      </Group>
      {filters.range === 'custom' && (!filters.from || !filters.to) ? (
        <Text size="sm" c="dimmed">
          {text.customNeedsDates}
        </Text>
      ) : null}
    </Stack>
  );
}
