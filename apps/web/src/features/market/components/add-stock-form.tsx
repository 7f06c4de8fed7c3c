import { Button, Group, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { codeOfSymbol, messages, stockSymbolSchema } from '@quorum/shared';
import { useState, type FormEvent } from 'react';
import { useAddStockToWatchlist } from '../api/watchlist-changes';

const text = messages.marketData;

/**
 * Adds a stock by its ASX code. The shared schema reads "bhp" or "BHP.AX" as BHP and says what is
 * wrong with anything else; the server's refusal (no such listing, already on the list, the list
 * full) shows on the field, where the person typed.
 */
export function AddStockForm({ watchlistId, listName }: { watchlistId: string; listName: string }) {
  const add = useAddStockToWatchlist();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = stockSymbolSchema.safeParse(code);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? text.symbolInvalid);
      return;
    }
    setProblem(null);
    add.mutate(
      { watchlistId, symbol: parsed.data },
      {
        onSuccess: () => {
          setCode('');
          notifications.show({ message: text.stockAdded(codeOfSymbol(parsed.data)) });
        },
        onError: (error) => setProblem(error.message),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} aria-label={`Add a stock to ${listName}`}>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          aria-label={`ASX code to add to ${listName}`}
          placeholder="ASX code, such as BHP"
          value={code}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            setProblem(null);
          }}
          error={problem}
          autoCapitalize="characters"
          autoComplete="off"
          style={{ flex: 1, maxWidth: 260 }}
        />
        <Button
          type="submit"
          variant="light"
          loading={add.isPending}
          leftSection={<IconPlus size={16} aria-hidden />}
        >
          Add
        </Button>
      </Group>
    </form>
  );
}
