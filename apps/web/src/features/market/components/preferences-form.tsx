import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Card,
  Group,
  NativeSelect,
  NumberInput,
  Skeleton,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  MARKET_CURRENCIES,
  MARKET_DATA,
  MARKET_EXCHANGES,
  messages,
  stockDataPreferencesSchema,
  type MarketDataProviderKind,
  type StockDataPreferences,
} from '@quorum/shared';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { LoadErrorAlert } from '@/components/feedback/load-error-alert';
import { FormError } from '@/components/form/form-error';
import {
  useStockDataPreferences,
  type StockDataPreferencesView,
} from '../api/get-stock-data-preferences';
import { useUpdateStockDataPreferences } from '../api/update-stock-data-preferences';
import { SectionHeader } from './section-header';

const text = messages.marketData;
const { min, max } = MARKET_DATA.refreshIntervalSeconds;

const PROVIDER_LABEL: Record<MarketDataProviderKind, string> = {
  replay: 'Replay (simulated prices)',
  eodhd: 'EODHD',
};

function PreferencesFields({
  saved,
  canChange,
}: {
  saved: StockDataPreferencesView;
  canChange: boolean;
}) {
  const update = useUpdateStockDataPreferences();
  const form = useForm<StockDataPreferences>({
    resolver: zodResolver(stockDataPreferencesSchema),
    defaultValues: {
      defaultCurrency: saved.defaultCurrency,
      defaultExchange: saved.defaultExchange,
      autoRefreshInterval: saved.autoRefreshInterval,
      enableRealTimeUpdates: saved.enableRealTimeUpdates,
      preferredDataProvider: saved.preferredDataProvider,
    },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((preferences) =>
    update.mutate(preferences, {
      onSuccess: (answer) => {
        form.reset(answer);
        notifications.show({ message: text.preferencesSaved });
      },
    }),
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      {/* A fieldset disables every control at once for those who may only read. */}
      <fieldset disabled={!canChange} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="sm">
          <Group grow align="flex-start" wrap="wrap">
            <NativeSelect
              label="Currency"
              data={[...MARKET_CURRENCIES]}
              {...form.register('defaultCurrency')}
              error={errors.defaultCurrency?.message}
            />
            <NativeSelect
              label="Exchange"
              data={[...MARKET_EXCHANGES]}
              {...form.register('defaultExchange')}
              error={errors.defaultExchange?.message}
            />
          </Group>
          <NativeSelect
            label="Data provider"
            data={saved.availableProviders.map((value) => ({
              value,
              label: PROVIDER_LABEL[value],
            }))}
            {...form.register('preferredDataProvider')}
            error={errors.preferredDataProvider?.message}
          />
          <Controller
            control={form.control}
            name="enableRealTimeUpdates"
            render={({ field }) => (
              <Switch
                label="Real-time updates"
                description="Prices move on the page as the market ticks."
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
              />
            )}
          />
          <Controller
            control={form.control}
            name="autoRefreshInterval"
            render={({ field }) => (
              <NumberInput
                label="Refresh every (seconds)"
                description={`Without real-time updates: from ${min} seconds to ${max / 60} minutes.`}
                min={min}
                max={max}
                // The schema says what is wrong with 2 seconds; a silent clamp to 5 would not.
                clampBehavior="none"
                allowDecimal={false}
                name={field.name}
                ref={field.ref}
                // Uncontrolled, as the alert's target: the form keeps the number, or NaN while emptied.
                defaultValue={field.value}
                onBlur={field.onBlur}
                onChange={(value) => field.onChange(typeof value === 'number' ? value : NaN)}
                error={errors.autoRefreshInterval?.message}
              />
            )}
          />
          <FormError message={update.error?.message} />
          {canChange ? (
            <Group justify="flex-end">
              <Button type="submit" loading={update.isPending}>
                Save preferences
              </Button>
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              Only members with full access to the company details can change these.
            </Text>
          )}
        </Stack>
      </fieldset>
    </form>
  );
}

/** How the company's prices are fetched and kept fresh; read-only without full access. */
export function PreferencesCard({ canChange }: { canChange: boolean }) {
  const headingId = useId();
  const preferences = useStockDataPreferences();
  let body;
  if (preferences.isPending)
    body = <Skeleton h={280} role="status" aria-label="Loading the preferences" />;
  else if (preferences.isError)
    body = (
      <LoadErrorAlert
        title="The preferences could not load."
        message={preferences.error.message}
        retrying={preferences.isRefetching}
        onRetry={() => void preferences.refetch()}
      />
    );
  else body = <PreferencesFields saved={preferences.data} canChange={canChange} />;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <SectionHeader
          id={headingId}
          title="Preferences"
          description="How the company's prices are fetched and kept fresh."
        />
        {body}
      </Stack>
    </Card>
  );
}
