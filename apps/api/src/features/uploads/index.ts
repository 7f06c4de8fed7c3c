// Uploaded files: what other features may use (claiming an upload for the thing it belongs to).
export { claimUpload } from './service';
export { discardCompanyUploads } from './resumable/service';
export { storeWholeMedia } from './media/whole-file';
