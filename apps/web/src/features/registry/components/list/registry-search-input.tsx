import { CloseButton, TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { messages } from '@quorum/shared';

/** The registry's search box (spec §2); the caller debounces what it sends. */
export function RegistrySearchInput({
  value,
  onChange,
  ...layout
}: {
  value: string;
  onChange: (value: string) => void;
} & Pick<TextInputProps, 'flex' | 'maw'>) {
  const label = messages.registry.searchPlaceholder;
  return (
    <TextInput
      type="search"
      aria-label={label}
      placeholder={label}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={
        value ? (
          <CloseButton size="sm" aria-label="Clear search" onClick={() => onChange('')} />
        ) : null
      }
      {...layout}
    />
  );
}
