/** Web form messages (spec §2 Integrations, §5 web-form domain). */
export const webformMessages = {
  integrationsIntro: 'Connect integrations to enhance your experience.',
  cardTitle: 'Web form',
  cardLabel: 'Investor inquiry',
  enabled: 'Enabled',
  invalidDomain: (host: string) => `Please enter a valid domain, such as "${host}".`,
  domainRequired: 'Please enter your website domain',
  invalidColour: 'Please choose a colour as a hex code, such as #00214D.', // (ours)
  saved: 'Web form settings saved.', // (ours)
  copied: 'Copied to clipboard.', // (ours)
  notSetUp: 'Add your website domain to set up the web form.', // (ours)
  // The dashboard's Integrations and Web form pages (ours: the spec names the parts, not the words).
  premiumOnly:
    'The web form comes with Premium. Upgrade to let investors ask questions from your website.', // (ours)
  readOnly: 'You can view the web form settings. Only members with edit access can change them.', // (ours)
  loadFailed: 'The web form settings could not be loaded.', // (ours)
  previewFailed: 'The preview could not be loaded.', // (ours)
  copyFailed: 'This could not be copied. Please select it and copy it yourself.', // (ours)
  resetNote: 'Reset puts back the default colours. They are kept only when you press Save.', // (ours)
  // The public form (ours: the spec shows no wording for the investor's side).
  formTitle: 'Ask us a question', // (ours)
  firstNameRequired: 'Please provide your first name.', // (ours)
  nameTooLong: (max: number) => `A name can be at most ${max} characters.`, // (ours)
  questionRequired: 'Please provide a question.',
  questionTooLong: (max: number) => `The question can be at most ${max} characters.`, // (ours)
  confirmationFooter: (companyName: string) =>
    `You get this email because you asked ${companyName} a question on its website.`, // (ours)
  submitted:
    'Thank you. Your question has been sent, and a confirmation is on its way to your inbox.', // (ours)
  // Refusals of a submission: each says what is wrong without helping an attacker guess.
  originNotAuthorised: 'This form is not authorised to send questions from this website.', // (ours)
  wrongSecret: 'This form is not set up correctly. Please contact the company.', // (ours)
  notAvailable: 'This company is not accepting questions through the web form.', // (ours)
  rejected: 'Your question could not be accepted.', // (ours) the honeypot
  rateLimited:
    'You have sent several questions in a short time. Please wait a minute and try again.', // (ours)
  // The web form's server side and the rest of the public form (ours).
  oneOrigin: 'Only one website domain can be added.', // (ours) spec §4: one origin is stored
  oneChange: 'Please change either the website domain or the colours, one at a time.', // (ours)
  formIntro: 'Send your question to the company. The answer will come to your email.', // (ours)
  questionCounter: (length: number, max: number) => `${length} of ${max} characters`, // (ours)
  sending: 'Sending your question…', // (ours)
  askAnother: 'Ask another question', // (ours)
  fixErrors: 'Please check the fields marked below.', // (ours)
  previewNote: 'This is a preview. Questions cannot be sent from it.', // (ours)
  unavailableTitle: 'This form is not available', // (ours)
  unavailable:
    'Questions cannot be sent through this form at the moment. Please contact the company another way.', // (ours)
} as const;
