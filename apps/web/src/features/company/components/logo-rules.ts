/** Logos keep more pixels than profile images: they are shown large on the company page. */
export const LOGO_COMPRESSION = { maxSizeMB: 1, maxWidthOrHeight: 600 } as const;
