/** Email extension messages (spec §2 Extension and integration screens, §8 extension messages). */
export const extensionMessages = {
  pageTitle: 'Email extension', // (ours)
  connectEmail: 'Connect an email',
  viewSetupGuide: 'View setup guide',
  downloadExtension: 'Download extension',
  noEmails: 'There are currently no connected email addresses.',
  statusActive: 'Active',
  statusPending: 'Pending',
  disconnect: 'Disconnect',
  disconnectConfirm: (email: string) =>
    `Disconnect ${email}? Everyone using the extension in this mailbox is signed out at once.`, // (ours)
  disconnected: (email: string) => `${email} has been disconnected.`, // (ours)
  codeSent: (email: string) =>
    `We have sent a 4-digit code to ${email}. Enter it here to connect the mailbox.`, // (ours)
  connected: (email: string) => `${email} is connected.`, // (ours)
  alreadyConnected: 'This email address is already connected.', // (ours)
  notConnected: 'This email address is not connected to your company.', // (ours)
  tooManyEmails: (max: number) => `A company can connect at most ${max} email addresses.`, // (ours)
  creatorOnly: 'Only the company creator can connect and disconnect email addresses.', // (ours)
  premiumOnly:
    'The email extension comes with Premium. Upgrade to answer investor email from your registry.', // (ours)
  // Spec §8, short and long; {product} is written as the product's name, Quorum.
  notSetUpShort: 'Your company has not set up the Quorum email extension.',
  notSetUpLong:
    'Your company admin has not set up this extension on the Quorum web app. Please talk to the admin and check again.',
  noPermissionShort: 'You have not been given permission to access this extension.',
  noPermissionLong:
    'Company admin has not given you permission to use this extension. Please talk to the admin and check again once your permissions are updated.',
  chooseCompany: 'Please select which company account you would like to sign in to:',
  notSetUpTag: 'Not set up',
  // Consent and the token exchange (ours: the spec names the screen, not its words).
  consentTitle: 'Allow the Quorum email extension', // (ours)
  consentBody: (company: string, email: string) =>
    `The extension will search ${company}'s question registry and add questions to its board while you read ${email}.`, // (ours)
  consent: 'Consent',
  signInTitle: 'Sign in to the email extension', // (ours)
  badRequest:
    'This page opens from the Quorum email extension. Open the extension beside your email and sign in there.', // (ours)
  consentSent: 'You are signed in. The extension is ready beside your email.', // (ours)
  mailboxLabel: 'Mailbox', // (ours)
  checkAgain: 'Check again', // (ours)
  chooseAnother: 'Choose another company', // (ours)
  cancel: 'Cancel',
  unknownExtension: 'This extension is not one Quorum works with.', // (ours)
  grantInvalid: 'This sign-in has expired or was already used. Please sign in again.', // (ours)
  sessionEnded: 'Your extension session has ended. Please sign in again.', // (ours)
  extensionOnly: 'This operation is for the email extension only.', // (ours)
  webAppOnly: 'The email extension cannot do this. Please use the Quorum web app.', // (ours)
  questionAdded: 'The email is on the board as a question.', // (ours)
  emptyEmail: 'This email has no text to add as a question.', // (ours)
  emailTooLong: 'This email is too long to add as a question.', // (ours)
  noCompaniesNamed: 'Name at least one company.', // (ours)
  tooManyCompanies: (max: number) => `Ask about at most ${max} companies at once.`, // (ours)
  notProven:
    'Connect this email with a code first: it is not connected to another company you created.', // (ours)
  // The Email extension page (spec §2), beyond the spec's own words above.
  tableLabel: 'Connected email addresses', // (ours)
  // The table's headings (spec §2).
  emailColumn: 'Email',
  addedBy: 'Added by',
  statusColumn: 'Status',
  enterCode: 'Enter code', // (ours)
  resendCode: 'Resend code', // (ours)
  codeResent: (email: string) => `We have sent a new code to ${email}.`, // (ours)
  connectIntro:
    'Connect a mailbox your team reads investor email in, such as investors@yourcompany.com. We will send a 4-digit code there to confirm it is yours.', // (ours)
  sendCode: 'Send code', // (ours)
  connect: 'Connect', // (ours)
  codeLabel: 'Verification code', // (ours)
  readOnly:
    'You can see the connected email addresses. Ask someone with edit access to the Integrations pages to change them.', // (ours)
  loadFailed: 'We could not load the connected email addresses.', // (ours)
  disconnectTitle: 'Disconnect email', // (ours)
  downloadMissing: 'This download is not available yet. Please try again later or contact support.', // (ours)
  unknownBrowser: 'The extension is available for Chrome, Edge and Firefox.', // (ours)
  setupGuideTitle: 'Set up the email extension', // (ours)
  /** The setup guide's steps, title and how (ours: the spec names the guide, not its words). */
  setupGuideSteps: [
    {
      title: 'Download the extension',
      body: 'Choose Download extension on this page and pick your browser. Unzip the file into a folder you will keep. If your browser’s add-on store opens instead, choose Add there and go on to step 3.',
    },
    {
      title: 'Install it in your browser',
      body: 'Chrome or Edge: open the Extensions page from the browser’s menu, turn on Developer mode, choose Load unpacked and select the unzipped folder. Firefox: type about:debugging in the address bar, choose This Firefox, then Load Temporary Add-on, and select manifest.json in the unzipped folder.',
    },
    {
      title: 'Open your email',
      body: 'Open Gmail or Outlook on the web in the same browser, signed in to a mailbox connected on this page, and open an investor’s email.',
    },
    {
      title: 'Open the side panel',
      body: 'Select the Quorum button in the browser’s toolbar (pin it from the extensions menu if it is hidden). The Quorum panel opens beside your email.',
    },
    {
      title: 'Sign in',
      body: 'Sign in with your Quorum email and password and enter the code we email you. Your company admin gives each team member permission to use the extension under My team.',
    },
    {
      title: 'Choose your company',
      body: 'If you belong to more than one company, choose the one this mailbox is connected to. A company marked Not set up has not connected any mailbox yet.',
    },
    {
      title: 'Give your consent',
      body: 'Read what the extension may do and choose Consent. Answers from your question registry now appear beside each investor email, ready to insert or copy.',
    },
  ],
} as const;
