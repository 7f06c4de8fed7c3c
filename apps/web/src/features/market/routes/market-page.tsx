import { Grid, Stack } from '@mantine/core';
import { PageFrame } from '@/components/layouts/page-frame';
import { AlertsSection } from '../components/alerts-section';
import { PreferencesCard } from '../components/preferences-form';
import { SharePriceCard } from '../components/share-price-card';
import { SyncButton } from '../components/sync-button';
import { WatchlistsSection } from '../components/watchlists-section';
import { useMarketAccess } from '../hooks/use-market-access';

/**
 * '/dashboard/market' (issue 19): the company's share price, the watchlists of its peers, its
 * price alerts and how its prices are kept fresh. Every member reads it; changing it takes full
 * access to the company details.
 */
export function MarketPage() {
  const { canChange } = useMarketAccess();
  return (
    <PageFrame title="Market" actions={<SyncButton />}>
      <Stack gap="xl">
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <SharePriceCard />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <PreferencesCard canChange={canChange} />
          </Grid.Col>
        </Grid>
        <WatchlistsSection canChange={canChange} />
        <AlertsSection canChange={canChange} />
      </Stack>
    </PageFrame>
  );
}
