import { useDebouncedValue } from '@mantine/hooks';
import { webformThemeSchema, type WebformTheme } from '@quorum/shared';
import { useState } from 'react';

/** How long the colours rest before the preview asks for them: not a request per keystroke. */
const PREVIEW_DELAY_MS = 300;

/**
 * The colours the preview shows: the draft once it has rested and every colour is a valid hex
 * code; while someone is halfway through typing one, the last valid set stays.
 */
export function usePreviewTheme(draft: WebformTheme): WebformTheme {
  const [rested] = useDebouncedValue(draft, PREVIEW_DELAY_MS);
  const [lastValid, setLastValid] = useState(draft);
  const parsed = webformThemeSchema.safeParse(rested);
  if (!parsed.success) return lastValid;
  const { primaryColor, secondaryColor, backgroundColor } = parsed.data;
  // Remembered during render (React's pattern for state that follows a value), compared by
  // colour so an equal set is no change.
  if (
    primaryColor !== lastValid.primaryColor ||
    secondaryColor !== lastValid.secondaryColor ||
    backgroundColor !== lastValid.backgroundColor
  )
    setLastValid(parsed.data);
  return parsed.data;
}
