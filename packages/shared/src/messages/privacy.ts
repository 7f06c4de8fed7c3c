/** The privacy notice, Quorum's policy page and the privacy request tool (all ours). */
export const privacyMessages = {
  // The web form's collection notice (APP 5).
  noticeTitle: 'Your privacy', // (ours)
  notice: (companyName: string) =>
    `${companyName} collects your name, email address and question to answer you and to keep a record of its investor relations. ${companyName}'s investor relations team sees them; Quorum stores them as its service provider and sends the answer by email.`, // (ours)
  noticeLinks: 'How each handles your information:', // (ours)
  companyPolicyLink: (companyName: string) => `${companyName}'s privacy policy`, // (ours)
  quorumPolicyLink: "Quorum's privacy policy", // (ours)
  // The Web form page's setting.
  policyUrlLabel: 'Privacy policy address', // (ours)
  policyUrlHelp:
    'The web form links to your privacy policy, so investors know how you handle what they send.', // (ours)
  policyUrlInvalid: 'Please enter the full https address of your privacy policy.', // (ours)
  policyUrlTooLong: (max: number) => `The address can be at most ${max} characters.`, // (ours)
  policyUrlSaved: 'Privacy policy address saved.', // (ours)
  // The privacy request tool.
  pageTitle: 'Privacy requests', // (ours)
  pageIntro:
    'Find an investor by email to give them a copy of their information, correct it or erase it. Each request is recorded here; the address is kept only as a keyed hash.', // (ours)
  adminOnly: 'Only members with administrative control can handle privacy requests.', // (ours)
  investorNotFound: 'No investor with this email address has asked your company anything.', // (ours)
  found: (enquiries: number) =>
    `${enquiries} ${enquiries === 1 ? 'question' : 'questions'} from this investor.`, // (ours)
  exported: 'Their information was downloaded as a JSON file.', // (ours)
  corrected: 'Their details were corrected.', // (ours)
  erased: 'Their information was erased.', // (ours)
  eraseConfirm: (word: string) => `Type ${word} to confirm`, // (ours)
  eraseConfirmWrong: (word: string) => `Type ${word} to confirm the erasure.`, // (ours)
  eraseWarning:
    'This deletes their questions, the replies to them, the notifications and emails that name them. It cannot be undone.', // (ours)
  registeredAccountNote:
    'This investor has a Quorum app account: their name and email are theirs to change in the app; here you can correct what your company holds.', // (ours)
  noRequests: 'No privacy requests yet.', // (ours)
} as const;
