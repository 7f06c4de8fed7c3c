import type { WebformTheme } from '@quorum/shared';
import { useState } from 'react';
import { CollapsibleSection } from './collapsible-section';
import { WebformThemeForm } from './webform-theme-form';

/**
 * 'Customise': the colours and the preview, folded away until wanted. Closing it keeps an unsaved
 * draft; the preview is fetched only while it is open.
 */
export function CustomiseSection({
  saved,
  clientSecret,
  canEdit,
}: {
  saved: WebformTheme;
  clientSecret: string;
  canEdit: boolean;
}) {
  const [opened, setOpened] = useState(false);
  return (
    <CollapsibleSection
      title="Customise"
      description="Choose the form's colours to match your website, and preview it."
      opened={opened}
      onToggle={() => setOpened((now) => !now)}
      keepMounted
    >
      <WebformThemeForm saved={saved} clientSecret={clientSecret} canEdit={canEdit} />
    </CollapsibleSection>
  );
}
