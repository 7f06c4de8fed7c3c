import { Button, Group, Select, TextInput } from '@mantine/core';
import { ACTIVITY_VISIT_AREA, AUDIT_AREAS, AUDIT_AREA_LABELS, messages } from '@quorum/shared';
import type { ActivityFilters as Filters } from '../api/get-activities';
import { useHistoryPeople } from '../api/get-people';

const AREA_OPTIONS = [
  ...AUDIT_AREAS.map((area) => ({ value: area, label: AUDIT_AREA_LABELS[area] })),
  { value: ACTIVITY_VISIT_AREA, label: 'Page visits' },
];

/** Person (administrators), area and dates; each change applies at once. */
export function ActivityFilters({
  filters,
  onChange,
  companyWide,
}: {
  filters: Filters;
  onChange: (next: Filters) => void;
  companyWide: boolean;
}) {
  const people = useHistoryPeople(companyWide);
  const set = (patch: Partial<Filters>) => onChange({ ...filters, ...patch });
  const badRange = Boolean(filters.from && filters.to && filters.to < filters.from);
  const any = Object.values(filters).some(Boolean);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      {companyWide && (
        <Select
          label="Person"
          placeholder="Everyone"
          data={people.data ?? []}
          value={filters.userId ?? null}
          onChange={(value) => set({ userId: value ?? undefined })}
          clearable
          searchable
          w={{ base: '100%', sm: 200 }}
        />
      )}
      <Select
        label="Area"
        placeholder="All areas"
        data={AREA_OPTIONS}
        value={filters.area ?? null}
        onChange={(value) => set({ area: value ?? undefined })}
        clearable
        w={{ base: '100%', sm: 200 }}
      />
      <TextInput
        type="date"
        label="From"
        value={filters.from ?? ''}
        onChange={(event) => set({ from: event.currentTarget.value || undefined })}
        w={{ base: 'calc(50% - 6px)', sm: 160 }}
      />
      <TextInput
        type="date"
        label="To"
        value={filters.to ?? ''}
        onChange={(event) => set({ to: event.currentTarget.value || undefined })}
        error={badRange ? messages.activity.dateRangeInvalid : undefined}
        w={{ base: 'calc(50% - 6px)', sm: 160 }}
      />
      {any && (
        <Button variant="subtle" onClick={() => onChange({})}>
          Clear filters
        </Button>
      )}
    </Group>
  );
}
