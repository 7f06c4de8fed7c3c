// The question board's public face: what other features may use of it.
export { announceBoardUpdate } from './live';
export { assigneeIds, enquiryLabels, lockEnquiries } from './repo';
export { createSampleEnquiries } from './sample-questions';
export { editBoard, viewBoard } from './scopes';
export { selectedIds } from './selection';
export { BoardCategoryType, BoardEnquiryType, BoardInvestorType, BoardStatusEnum } from './types';
export type { BoardCategory, BoardInvestor } from './types';
