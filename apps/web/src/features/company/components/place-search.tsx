import { Combobox, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { messages } from '@quorum/shared';
import { IconMapPin } from '@tabler/icons-react';
import { useState } from 'react';
import { useAustralianPlaces, type AustralianPlace } from '../api/search-australian-places';

/** Long enough not to search on every key, short enough to feel like typing into the list. */
const SEARCH_DELAY_MS = 250;

const placeLabel = ({ addressLineOne, suburb, state, postCode }: AustralianPlace) =>
  [addressLineOne, `${suburb}, ${state} ${postCode}`].filter(Boolean).join(', ');

/**
 * "Search suburb or postcode": the address search of spec §2, Australia only. Choosing a place
 * hands it to the form, which fills Suburb, State, Post code and the company's coordinates, and
 * Address line 1 when the place is a street address (only a maps provider suggests those).
 */
export function PlaceSearch({
  onPick,
  disabled,
}: {
  onPick: (place: AustralianPlace) => void;
  disabled?: boolean;
}) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query, SEARCH_DELAY_MS);
  const places = useAustralianPlaces(debounced);
  const found = places.data ?? [];
  const searching = query.trim().length >= 2;

  const pick = (index: string) => {
    const place = found[Number(index)];
    if (!place) return;
    onPick(place);
    setQuery('');
    combobox.closeDropdown();
  };

  return (
    <Combobox store={combobox} onOptionSubmit={pick}>
      <Combobox.Target>
        <TextInput
          label="Search suburb or postcode"
          description="Australia only. Choosing a place fills in the address."
          placeholder="e.g. Perth or 6000"
          leftSection={<IconMapPin size={16} aria-hidden />}
          rightSection={places.isFetching ? <Loader size={16} aria-label="Searching" /> : null}
          value={query}
          disabled={disabled}
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!searching || (places.isPending && found.length === 0)}>
        <Combobox.Options>
          {found.map((place, index) => (
            <Combobox.Option value={String(index)} key={placeLabel(place)}>
              <Text size="sm">{placeLabel(place)}</Text>
            </Combobox.Option>
          ))}
          {places.isError ? (
            <Combobox.Empty>{places.error.message}</Combobox.Empty>
          ) : found.length === 0 ? (
            <Combobox.Empty>{messages.company.placeSearchEmpty}</Combobox.Empty>
          ) : null}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
