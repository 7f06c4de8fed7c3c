import { useEffect, useState } from 'react';
import { prepareProfileImage } from './prepare-profile-image';

interface Draft {
  file: File;
  previewUrl: string;
}

/**
 * A new profile image waiting to be saved: chosen, checked and shrunk on this device, previewed,
 * then saved or dropped. Its preview address is freed when it goes.
 */
export function useProfileImageDraft() {
  const [draft, setDraft] = useState<Draft | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);

  useEffect(() => {
    if (!draft) return;
    return () => URL.revokeObjectURL(draft.previewUrl);
  }, [draft]);

  const choose = async (chosen: File) => {
    setError(null);
    setPreparing(true);
    const prepared = await prepareProfileImage(chosen);
    setPreparing(false);
    setDraft(
      prepared.file
        ? { file: prepared.file, previewUrl: URL.createObjectURL(prepared.file) }
        : null,
    );
    setError(prepared.error ?? null);
  };

  return {
    file: draft?.file ?? null,
    previewUrl: draft?.previewUrl ?? null,
    error,
    preparing,
    choose,
    /** Shows a refusal the drop zone made before the file reached us. */
    refuse: (message: string) => {
      setDraft(null);
      setError(message);
    },
    discard: () => {
      setDraft(null);
      setError(null);
    },
  };
}
