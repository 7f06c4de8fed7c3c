import { UPLOAD } from '@quorum/shared';

/**
 * Spec: the publishing box cuts file names at 30 characters. Counted in characters as a person
 * sees them (an emoji is one), with an ellipsis after the cut; the whole name stays in the title.
 */
export function displayFileName(name: string, limit: number = UPLOAD.filenameDisplayChars) {
  const characters = Array.from(name);
  return characters.length <= limit ? name : `${characters.slice(0, limit).join('')}…`;
}
