import { SegmentedControl, Stack, Switch, Table, Text } from '@mantine/core';
import { AREA_KEYS, FEATURE_LABELS, FLAG_FEATURES } from '@quorum/shared';
import type { Access, AreaKey, FlagFeature, GrantsForm } from '@quorum/shared';

const ACCESS_OPTIONS: { value: Access; label: string }[] = [
  { value: 'full', label: 'Full' },
  { value: 'view', label: 'View' },
  { value: 'none', label: 'None' },
];

/**
 * A custom role's grants (spec §6): for each area Full, View or None, and for each feature flag
 * a yes or no. Shared by the invite modal and the member details page.
 */
export function AccessGrid({
  value,
  onChange,
  disabled = false,
}: {
  value: GrantsForm;
  onChange: (next: GrantsForm) => void;
  disabled?: boolean;
}) {
  const setArea = (area: AreaKey, access: Access) =>
    onChange({ ...value, areas: { ...value.areas, [area]: access } });
  const setFlag = (flag: FlagFeature, allowed: boolean) =>
    onChange({ ...value, flags: { ...value.flags, [flag]: allowed } });

  return (
    <Stack gap="sm">
      <Table verticalSpacing={6} withRowBorders={false}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Area</Table.Th>
            <Table.Th ta="right">Access</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {AREA_KEYS.map((area) => (
            <Table.Tr key={area}>
              <Table.Td>
                <Text size="sm">{FEATURE_LABELS[area]}</Text>
              </Table.Td>
              <Table.Td ta="right">
                <SegmentedControl
                  size="xs"
                  aria-label={`${FEATURE_LABELS[area]} access`}
                  data={ACCESS_OPTIONS}
                  value={value.areas[area]}
                  onChange={(access) => setArea(area, access as Access)}
                  disabled={disabled}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="sm" fw={600}>
        Can also
      </Text>
      {(FLAG_FEATURES as FlagFeature[]).map((flag) => (
        <Switch
          key={flag}
          label={FEATURE_LABELS[flag]}
          checked={value.flags[flag]}
          onChange={(event) => setFlag(flag, event.currentTarget.checked)}
          disabled={disabled}
        />
      ))}
    </Stack>
  );
}
