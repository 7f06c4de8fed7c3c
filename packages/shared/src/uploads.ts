import { FILE_LIMITS } from './constants';
import { uploadMessages } from './messages/uploads';

/** What an upload is for; each purpose has its own size and type rules and its own permission. */
export const FILE_PURPOSES = [
  'company-logo',
  'profile-image',
  'executive-picture',
  'template-attachment',
  'event-attachment',
  'enquiry-attachment',
  'enquiry-audio',
  'feedback-attachment',
  'announcement-media',
  'announcement-thumbnail',
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

/**
 * The name endings people give each accepted type. A file named so claims to be of that type: the
 * web lets a file a browser labels oddly (an .mp3 as audio/mp3) through on its name and offers the
 * endings in the file dialog; the server, which decides on the bytes, tells a disguise (a renamed
 * .exe) from a type the purpose does not take.
 */
export const FILE_NAME_ENDINGS: Readonly<Record<string, readonly string[]>> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/gif': ['gif'],
  'audio/mpeg': ['mp3', 'mpga'],
  'video/mp4': ['mp4'],
  'video/mpeg': ['mpeg', 'mpg'],
  'application/pdf': ['pdf'],
  'audio/webm': ['webm', 'weba'],
  'audio/ogg': ['ogg', 'oga', 'opus'],
  'audio/mp4': ['m4a', 'mp4'],
  'audio/wav': ['wav'],
  'video/ogg': ['ogv', 'ogg'],
  'image/webp': ['webp'],
};

/** The cap for a file of this type under a rule. */
export const maxBytesFor = (rule: UploadRule, type: string) =>
  rule.maxBytesByType?.[type] ?? rule.maxBytes;

/**
 * An announcement's one attachment (spec §9 attachment display types): a PDF, an image, a video
 * or a sound. The spec's docx is left out: nothing here can show one to an investor.
 */
export const ANNOUNCEMENT_MEDIA_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/gif',
  'video/mp4',
  'video/ogg',
  'audio/mpeg',
  'audio/wav',
  'audio/mp4',
  'audio/ogg',
] as const;

/** A thumbnail made in the browser (a PDF's first page, a video's frame) or on the server. */
export const THUMBNAIL_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export interface UploadRule {
  /** The cap for any accepted type not named in `maxBytesByType`. */
  maxBytes: number;
  /** A type's own cap where it differs (an MP4 video may be 4 GB). */
  maxBytesByType?: Readonly<Record<string, number>>;
  types: readonly string[];
  tooLarge: string;
  wrongType: string;
}

/**
 * Storage quotas (ours: the spec is silent): what one person, and one company's whole team, may
 * keep in uploads. Far above what the product's pages use, they stop a script filling the disk.
 */
export const STORAGE_QUOTAS = {
  perPersonBytes: 5 * 1024 ** 3,
  perCompanyBytes: 25 * 1024 ** 3,
} as const;

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
  'event-attachment': {
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
  // The feedback form's one optional attachment, checked as every attachment is (spec §5).
  'feedback-attachment': {
    maxBytes: FILE_LIMITS.defaultBytes,
    types: ATTACHMENT_TYPES,
    tooLarge: uploadMessages.pictureTooLarge('5 MB'),
    wrongType: uploadMessages.attachmentWrongType,
  },
  // Spec §5 and §9: 50 MB for most types, 4096 (MB) for mp4; large files go in 5 MB chunks.
  'announcement-media': {
    maxBytes: FILE_LIMITS.attachmentCapBytes,
    maxBytesByType: { 'video/mp4': FILE_LIMITS.mp4CapBytes },
    types: ANNOUNCEMENT_MEDIA_TYPES,
    tooLarge: uploadMessages.mustBeWithin('50 MB'),
    wrongType: uploadMessages.attachmentWrongType,
  },
  'announcement-thumbnail': {
    maxBytes: FILE_LIMITS.defaultBytes,
    types: THUMBNAIL_TYPES,
    tooLarge: uploadMessages.pictureTooLarge('5 MB'),
    wrongType: uploadMessages.attachmentWrongType,
  },
};
