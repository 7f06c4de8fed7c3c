import { fireEvent, screen } from '@testing-library/react';
import { messages } from '@quorum/shared';
import { describe, expect, it, vi } from 'vitest';
import { storeSignIn } from '@/lib/session';
import { fakeGraphQL, makeSignIn } from '@/testing/fake-graphql';
import { renderRoutes } from '@/testing/render-with-providers';
import { ExportReportModal } from './export-report-modal';

const text = messages.reports;
vi.setConfig({ testTimeout: 30_000 });

function renderModal() {
  storeSignIn(makeSignIn());
  const api = fakeGraphQL({
    GetBoardReportSize: () => ({
      data: { getEnquiryQuestionsForExportingPdf: { meta: { totalItems: 12 }, reportPages: 3 } },
    }),
  });
  renderRoutes([{ path: '/', element: <ExportReportModal opened onClose={() => {}} /> }], '/');
  return api;
}

describe('the board report’s export modal', () => {
  it('opens on the last six months and says how long the PDF will be', async () => {
    renderModal();
    await screen.findByText(text.summary(12, 3));
    const from = screen.getByLabelText(text.fromLabel) as HTMLInputElement;
    const to = screen.getByLabelText(text.toLabel) as HTMLInputElement;
    // Six months back, today included: 180 to 184 days, as the months fall.
    const days = (Date.parse(to.value) - Date.parse(from.value)) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(180);
    expect(days).toBeLessThanOrEqual(184);
  });

  it('refuses a reversed period in the shared words and keeps Export disabled', async () => {
    renderModal();
    fireEvent.change(screen.getByLabelText(text.fromLabel), { target: { value: '2026-05-10' } });
    fireEvent.change(screen.getByLabelText(text.toLabel), { target: { value: '2026-05-01' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.analytics.rangeReversed);
    expect(screen.getByRole('button', { name: text.export })).toBeDisabled();
  });
});
