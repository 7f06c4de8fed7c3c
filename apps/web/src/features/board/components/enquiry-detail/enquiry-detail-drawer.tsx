import { Anchor, Drawer, Group } from '@mantine/core';
import { useMediaQuery, useWindowEvent } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { EnquiryDetail } from './enquiry-detail';

export interface EnquiryDetailDrawerProps {
  enquiryId: string | null;
  onClose: () => void;
}

/**
 * The enquiry detail, opened from a board card: a drawer on the right, full screen on phones.
 * Escape closes it and focus stays inside while it is open. A question picked from the investor's
 * history opens in its place, with a way back to the card that was opened.
 */
export function EnquiryDetailDrawer({ enquiryId, onClose }: EnquiryDetailDrawerProps) {
  const isPhone = useMediaQuery('(max-width: 48em)');
  const [opened, setOpened] = useState(enquiryId);
  const [shownId, setShownId] = useState(enquiryId);
  // The board opened another card (or closed): start from it. Closing keeps the last question in
  // view while the drawer slides away.
  if (enquiryId !== opened) {
    setOpened(enquiryId);
    if (enquiryId !== null) setShownId(enquiryId);
  }
  // Escape closes the drawer only when pressed in the drawer itself. Mantine's own Escape handling
  // listens on the window, so an Escape meant for a dialog opened from the drawer (the registry
  // form, the guest confirmation) would close the drawer under it too.
  const content = useRef<HTMLDivElement>(null);
  useWindowEvent('keydown', (event) => {
    if (event.key !== 'Escape' || event.isComposing || enquiryId === null) return;
    const pressedIn = (event.target as Element | null)?.closest?.('[role="dialog"]') ?? null;
    if (pressedIn === null || pressedIn === content.current) onClose();
  });
  const showingHistory = shownId !== null && enquiryId !== null && shownId !== enquiryId;

  return (
    <Drawer.Root
      opened={enquiryId !== null}
      onClose={onClose}
      position="right"
      size={isPhone ? '100%' : 'min(72rem, 92vw)'}
      closeOnEscape={false}
    >
      <Drawer.Overlay />
      <Drawer.Content ref={content}>
        <Drawer.Header>
          <Drawer.Title fw={700}>Investor question</Drawer.Title>
          <Drawer.CloseButton aria-label="Close the question" />
        </Drawer.Header>
        <Drawer.Body>
          {showingHistory ? (
            <Anchor component="button" type="button" mb="sm" onClick={() => setShownId(enquiryId)}>
              <Group gap={4} component="span">
                <IconArrowLeft size={16} aria-hidden />
                Back to the question you opened
              </Group>
            </Anchor>
          ) : null}
          {shownId !== null ? (
            <EnquiryDetail key={shownId} enquiryId={shownId} onOpenEnquiry={setShownId} />
          ) : null}
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
