import { FILE_LIMITS } from './constants';
import { uploadMessages } from './messages/uploads';

/** What an upload is for; each purpose has its own size and type rules and its own permission. */
export const FILE_PURPOSES = [
  'company-logo',
  'profile-image',
  'executive-picture',
  'template-attachment',
  'enquiry-attachment',
  'enquiry-audio',
] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];

export const IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;

/** Spec §5 default attachment types: JPEG, PNG, GIF, mp3, MP4, mpeg and pdf. */
export const ATTACHMENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'audio/mpeg',
  'video/mp4',
  'video/mpeg',
  'application/pdf',
] as const;

/** A recorded voice reply: what browsers record (WebM, Ogg, MP4 audio) and common audio files. */
export const AUDIO_TYPES = [
  'audio/webm',
  'audio/ogg',
  'audio/mp4',
  'audio/mpeg',
  'audio/wav',
] as const;

export interface UploadRule {
  maxBytes: number;
  types: readonly string[];
  tooLarge: string;
  wrongType: string;
}

/** Spec §5 and §9: logo 5 MB, profile image 125 kb after compression, JPEG or PNG. */
export const UPLOAD_RULES: Record<FilePurpose, UploadRule> = {
  'company-logo': {
    maxBytes: FILE_LIMITS.logoBytes,
    types: IMAGE_TYPES,
    tooLarge: uploadMessages.logoTooLarge,
    wrongType: uploadMessages.imageWrongType,
  },
  'profile-image': {
    maxBytes: FILE_LIMITS.profileImageBytes,
    types: IMAGE_TYPES,
    tooLarge: uploadMessages.profileImageTooLarge,
    wrongType: uploadMessages.imageWrongType,
  },
  'executive-picture': {
    maxBytes: FILE_LIMITS.defaultBytes,
    types: IMAGE_TYPES,
    tooLarge: uploadMessages.pictureTooLarge('5 MB'),
    wrongType: uploadMessages.imageWrongType,
  },
  'template-attachment': {
    maxBytes: FILE_LIMITS.defaultBytes,
    types: ATTACHMENT_TYPES,
    tooLarge: uploadMessages.pictureTooLarge('5 MB'),
    wrongType: uploadMessages.attachmentWrongType,
  },
  'enquiry-attachment': {
    maxBytes: FILE_LIMITS.defaultBytes,
    types: ATTACHMENT_TYPES,
    tooLarge: uploadMessages.pictureTooLarge('5 MB'),
    wrongType: uploadMessages.attachmentWrongType,
  },
  'enquiry-audio': {
    maxBytes: FILE_LIMITS.audioBytes,
    types: AUDIO_TYPES,
    tooLarge: uploadMessages.pictureTooLarge('10 MB'),
    wrongType: uploadMessages.audioWrongType,
  },
};
