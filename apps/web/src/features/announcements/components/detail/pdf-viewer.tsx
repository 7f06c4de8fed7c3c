import { Alert, Anchor, Button, Group, NumberInput, Paper, Stack, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight, IconDownload } from '@tabler/icons-react';
import { messages } from '@quorum/shared';
import { lazy, Suspense, useState } from 'react';

const text = messages.announcementScreens;

const PdfPageCanvas = lazy(() => import('./pdf-page-canvas'));

/** A page is drawn at most this wide (ours): a whole A4 page fits a laptop's screen. */
const PAGE_MAX_WIDTH = 720;

/**
 * A PDF attachment, read in the page with pdf.js (not an iframe: stored PDFs download rather than
 * open, and a page of no origin cannot be framed), opened at `page` (the address's ?page=N, from
 * an investor's question about that page); Previous, Next and a page number move through it.
 */
export function PdfViewer({
  url,
  name,
  totalPages,
  page,
  onPage,
}: {
  url: string;
  name: string;
  /** As the server read it from the file; pdf.js's own count takes over once it has loaded. */
  totalPages: number | null;
  page: number;
  onPage: (page: number) => void;
}) {
  const { ref, width } = useElementSize();
  const [pages, setPages] = useState(totalPages);
  const [failed, setFailed] = useState(false);
  const last = pages ?? page;
  const current = Math.min(Math.max(page, 1), Math.max(last, 1));
  const [typed, setTyped] = useState<string | number>(current);

  const go = (next: number) => {
    const clamped = Math.min(Math.max(Math.round(next), 1), last);
    setTyped(clamped);
    onPage(clamped);
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm">
        <Group gap="xs">
          <Button
            variant="default"
            size="xs"
            leftSection={<IconChevronLeft size={14} aria-hidden />}
            disabled={current <= 1}
            onClick={() => go(current - 1)}
          >
            Previous
          </Button>
          <Text size="sm" aria-live="polite">
            {text.pdfPageOf(current, last)}
          </Text>
          <Button
            variant="default"
            size="xs"
            rightSection={<IconChevronRight size={14} aria-hidden />}
            disabled={current >= last}
            onClick={() => go(current + 1)}
          >
            Next
          </Button>
        </Group>
        <Group
          gap="xs"
          component="form"
          onSubmit={(event) => {
            event.preventDefault();
            if (typeof typed === 'number') go(typed);
          }}
        >
          <NumberInput
            size="xs"
            w={80}
            min={1}
            max={last}
            aria-label={text.openPdfAtPage}
            value={typed}
            onChange={setTyped}
            allowDecimal={false}
            allowNegative={false}
          />
          <Button size="xs" variant="light" type="submit">
            Go
          </Button>
        </Group>
      </Group>
      <Paper
        withBorder
        radius="sm"
        ref={ref}
        w="100%"
        maw={PAGE_MAX_WIDTH}
        mx="auto"
        style={{ overflow: 'hidden' }}
      >
        {failed ? (
          <Alert color="red" variant="light" m="sm">
            {text.pdfFailed}
          </Alert>
        ) : (
          <Suspense fallback={null}>
            <PdfPageCanvas
              url={url}
              page={current}
              width={width}
              label={`${name}, ${text.pdfPageOf(current, last).toLowerCase()}`}
              onPages={setPages}
              onError={() => setFailed(true)}
            />
          </Suspense>
        )}
      </Paper>
      <Anchor href={url} download={name} size="sm">
        <Group gap={4} component="span">
          {text.downloadPdf}
          <IconDownload size={14} aria-hidden />
        </Group>
      </Anchor>
    </Stack>
  );
}
