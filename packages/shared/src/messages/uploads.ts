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
} as const;
