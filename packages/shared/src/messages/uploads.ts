/** Upload messages (spec §5 company logo, profile image and attachments). */
export const uploadMessages = {
  logoTooLarge: 'Maximum file size of 5MB exceeded. Please choose smaller size image.',
  imageWrongType: 'Unsupported file format. Please upload .jpeg/.jpg/.png file.',
  logoDropzone: 'Please upload PNG or JPG files (max 5MB).',
  profileImageTooLarge: 'Maximum file size of 125kb exceeded',
  pictureTooLarge: (size: string) => `File is larger than ${size}.`,
  attachmentWrongType: 'Invalid file type.',
  mustBeWithin: (size: string) => `File size is too big. It must be within ${size}.`,
  audioWrongType: 'Please record again, or choose an MP3, WAV, WebM, Ogg or M4A audio file.', // (ours)
  nothingSelected: 'Please select at least one item.',
  // (ours) a file whose bytes are not the image its name or type claims, such as a renamed .exe.
  disguised: 'This file is not a real JPG or PNG image. Please choose another file.',
  unknownFile: 'This file could not be found. Please upload it again.', // (ours)
  invalidPurpose: 'Uploads of this kind are not accepted.', // (ours)
  // Resumable uploads in chunks (spec §4 Uploads and the uploadChunk call; the words are ours: the
  // spec names no refusal of a chunk). A person reads them when the upload box gives up.
  uploadNotFound: 'This upload could not be found. Please upload the file again.', // (ours)
  // (ours) a file over the whole-file threshold sent in one request instead of in chunks.
  wholeFileTooLarge: (size: string) => `Files over ${size} must be sent in parts.`,
  chunkChecksumMissing: 'Each part of the file must come with its SHA-256 checksum.', // (ours)
  // (ours) the part's bytes are not those its checksum names: damaged on the way, not kept.
  chunkChecksumMismatch: 'A part of the file was damaged on the way. Please try again.',
  chunkOutOfRange: (index: number | string, totalChunks: number) =>
    `Part ${index} is not in this upload, whose parts are numbered 0 to ${totalChunks - 1}.`, // (ours)
  wrongChunkSize: (index: number, expectedBytes: number) =>
    `Part ${index} of this upload must be ${expectedBytes} bytes long.`, // (ours)
  wrongTotalChunks: (totalChunks: number) => `This upload is sent in ${totalChunks} parts.`, // (ours)
  missingChunks: (missing: readonly number[]) =>
    `This upload is missing ${missing.length === 1 ? 'part' : 'parts'} ${
      missing.length > 10
        ? `${missing.slice(0, 10).join(', ')} and ${missing.length - 10} more`
        : missing.join(', ')
    }. Please send ${missing.length === 1 ? 'it' : 'them'}, then finish the upload.`, // (ours)
  uploadComplete: 'This upload is already complete.', // (ours)
  uploadCompleting: 'This upload is being finished. Please wait a moment and try again.', // (ours)
  // (ours) the whole file's SHA-256, given when the upload began, does not match what arrived.
  fileChecksumMismatch:
    'The file that arrived does not match the one chosen. Please upload it again.',
  unreadablePdf: 'This PDF could not be read. Please check the file and try again.', // (ours)
  unreadableMedia: (kind: string) =>
    `This ${kind} file could not be read. Please check the file and try again.`, // (ours)
  // The publishing box of announcement uploads (spec screens §2 Announcements, rules §8 upload states).
  announcementFailed: 'Announcement failed to upload',
  publishingCancelled: 'Publishing has been cancelled',
  cancelPublishingTitle: 'Cancel publishing announcement?',
  // (ours) the spec names the dialog and its buttons only.
  cancelPublishingQuestion:
    'The part uploaded so far will be removed and the announcement will not be saved.',
  discardTitle: 'Discard announcement?',
  // (ours) as above.
  discardQuestion: 'The announcement and its file will not be saved.',
  // (ours) spec §5 says only that a video over 50 MB warns.
  largeVideo:
    'This video is over 50 MB, so it may take a while to upload. Keep Quorum open in this browser until it is published.',
  // (ours) after a reload, when the browser could not keep the chosen file.
  chooseFileAgain: (name: string) => `Choose ${name} again to finish uploading it.`,
  // (ours) the file chosen again is not the one the upload began with (name, size, date).
  notTheSameFile: (name: string) =>
    `That is not the same file. Choose ${name} as it was when the upload began.`,
  // (ours) the publishing box's other states and its heading.
  boxLabel: 'Announcement uploads',
  boxHeading: (running: number) =>
    running
      ? `Publishing ${running} announcement${running === 1 ? '' : 's'}`
      : 'Announcement uploads',
  uploadedShare: (percent: number) => `${percent}% uploaded`,
  uploadedWithTimeLeft: (percent: number, timeLeft: string) => `${percent}% · ${timeLeft} left`,
  finishing: 'Finishing…',
  paused: 'Paused',
  published: 'Published',
  savedAsDraft: 'Saved as draft',
} as const;
