import { Chip, CloseButton, Group, MultiSelect, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEnquiryCategories } from '../../api/get-enquiry-categories';
import type { BoardFilterState } from '../../hooks/use-board-filters';

/** The board's filters: a search (800 ms after typing stops), categories, and 'Assigned to me'. */
export function BoardFilterBar({ state }: { state: BoardFilterState }) {
  const categories = useEnquiryCategories();
  return (
    <Group gap="sm" align="center" wrap="wrap">
      <TextInput
        type="search"
        aria-label="Search questions"
        placeholder="Search questions"
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={
          state.search ? (
            <CloseButton size="sm" aria-label="Clear search" onClick={() => state.setSearch('')} />
          ) : null
        }
        value={state.search}
        onChange={(event) => state.setSearch(event.currentTarget.value)}
        flex="1 1 220px"
        maw={{ sm: 360 }}
      />
      <MultiSelect
        aria-label="Filter by category"
        placeholder={state.categoryIds.length === 0 ? 'All categories' : undefined}
        data={(categories.data ?? []).map((category) => ({
          value: category._id,
          label: category.name,
        }))}
        value={state.categoryIds}
        onChange={state.setCategoryIds}
        clearable
        searchable
        nothingFoundMessage="No categories"
        flex="1 1 200px"
        maw={{ sm: 320 }}
      />
      <Chip checked={state.assignedToMe} onChange={state.setAssignedToMe} variant="outline">
        Assigned to me
      </Chip>
    </Group>
  );
}
