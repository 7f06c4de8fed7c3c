import { Button } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { messages } from '@quorum/shared';
import { ExportReportModal } from './export-report-modal';

/** The board header's "Export report": the questions of a period as a PDF for the board. */
export function ExportReportButton() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFileTypePdf size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {messages.reports.exportButton}
      </Button>
      <ExportReportModal opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
