import { useEffect, useRef, useState } from 'react';
import { useUploadExecutivePicture } from '../api/upload-executive-picture';

export interface Picture {
  /** The stored file's key the executive keeps; null for no picture. */
  key: string | null;
  /** An address to show it: the server's signed one, or the chosen file's own. */
  url: string | null;
}

/**
 * The executive form's picture: a chosen file is previewed at once and uploaded straight away,
 * so the server's verdict (size, real type) shows beside the picture rather than on save. A
 * failed upload keeps the previous picture.
 */
export function usePicturePicker(initial: Picture) {
  const upload = useUploadExecutivePicture();
  const [picture, setPicture] = useState(initial);
  const [pendingUrl, setPendingUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const objectUrls = useRef<string[]>([]);

  useEffect(() => {
    const urls = objectUrls.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const pick = (file: File) => {
    const url = URL.createObjectURL(file);
    objectUrls.current.push(url);
    setError(null);
    setPendingUrl(url);
    // Only the latest call's callbacks run, so a quick second pick wins over the first.
    upload.mutate(file, {
      onSuccess: ({ key }) => setPicture({ key, url }),
      onError: (failure) => setError(failure.message),
      onSettled: () => setPendingUrl(null),
    });
  };

  return {
    key: picture.key,
    previewUrl: pendingUrl ?? picture.url,
    uploading: upload.isPending,
    error,
    pick,
    /** The browser refused the file before upload (wrong type, too large). */
    refuse: (message: string) => setError(message),
    remove: () => {
      setError(null);
      setPicture({ key: null, url: null });
    },
  };
}

export type PicturePicker = ReturnType<typeof usePicturePicker>;
