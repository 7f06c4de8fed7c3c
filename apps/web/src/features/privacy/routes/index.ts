export { PrivacyRequestsPage } from './privacy-requests-page';
export { QuorumPrivacyPolicyPage } from './quorum-privacy-policy-page';
