// What other features may use of an enquiry's thread.
export { sendSameReply } from './service';
export type { EnquiryRow as ThreadEnquiry } from './repo';
