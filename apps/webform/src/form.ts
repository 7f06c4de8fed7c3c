import { h } from './dom';
import type { PageConfig } from './page-config';
import { QUORUM_PRIVACY_POLICY_PATH, WEBFORM_LIMITS, messages } from './shared';
import type { SubmitResult } from './submission';
import { FIELDS, fieldError, validateForm } from './validation';
import type { Field, FieldErrors, FormValues } from './validation';

const text = messages.webform;

/** The form's labels: plain words of the form itself, shown beside each field. */
const LABELS: Record<Field, string> = {
  firstName: 'First name',
  lastName: 'Last name (optional)',
  email: 'Email',
  question: 'Question',
};
const AUTOCOMPLETE: Record<Field, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  email: 'email',
  question: 'off',
};
const SUBMIT_LABEL = 'Submit';

export interface FormOptions {
  config: PageConfig | null;
  send: (values: FormValues, honeypot: string) => Promise<SubmitResult>;
}

type Control = HTMLInputElement | HTMLTextAreaElement;

function fieldControl(name: Field): Control {
  const common = {
    id: `wf-${name}`,
    name,
    // The last name is optional (APP 3: no more than the answer needs).
    required: name !== 'lastName',
    autocomplete: AUTOCOMPLETE[name],
    'aria-describedby':
      name === 'question' ? 'wf-question-error wf-question-count' : `wf-${name}-error`,
  };
  if (name === 'question')
    return h('textarea', {
      ...common,
      rows: '6',
      maxlength: String(WEBFORM_LIMITS.questionMaxLength),
    });
  return h('input', {
    ...common,
    type: name === 'email' ? 'email' : 'text',
    maxlength: name === 'email' ? '255' : String(WEBFORM_LIMITS.nameMaxLength),
    spellcheck: name === 'email' ? 'false' : undefined,
  });
}

/** The form's elements, built once. */
interface FormParts {
  form: HTMLFormElement;
  controls: Record<Field, Control>;
  errors: Record<Field, HTMLElement>;
  counter: HTMLElement;
  honeypot: HTMLInputElement;
  alert: HTMLElement;
  status: HTMLElement;
  submit: HTMLButtonElement;
}

/** A link out of the frame: policies open in a tab of their own, not inside the company's page. */
const policyLink = (href: string, label: string) =>
  h('li', {}, h('a', { href, target: '_blank', rel: 'noopener noreferrer' }, label));

/**
 * The collection notice (APP 5), before Submit: who collects (the company, with Quorum as its
 * service provider), why, who sees it, and both privacy policies.
 */
function buildPrivacyNotice(config: PageConfig) {
  const privacy = messages.privacy;
  const company = config.companyName || 'The company';
  return h(
    'section',
    { class: 'wf-privacy', 'aria-labelledby': 'wf-privacy-title' },
    h('h2', { id: 'wf-privacy-title', class: 'wf-privacy-title' }, privacy.noticeTitle),
    h('p', {}, privacy.notice(company)),
    h('p', {}, privacy.noticeLinks),
    h(
      'ul',
      { class: 'wf-privacy-links' },
      ...(config.privacyPolicyUrl
        ? [policyLink(config.privacyPolicyUrl, privacy.companyPolicyLink(company))]
        : []),
      policyLink(QUORUM_PRIVACY_POLICY_PATH, privacy.quorumPolicyLink),
    ),
  );
}

/** The fields with their labels and error lines, the honeypot, the notice, the alert and Submit. */
function buildForm(config: PageConfig): FormParts {
  const preview = config.preview;
  const controls = {} as Record<Field, Control>;
  const errors = {} as Record<Field, HTMLElement>;
  const fieldBlock = (name: Field) => {
    controls[name] = fieldControl(name);
    errors[name] = h('p', { id: `wf-${name}-error`, class: 'wf-error', 'aria-live': 'polite' });
    return h(
      'div',
      { class: `wf-field wf-field-${name}` },
      h('label', { for: `wf-${name}` }, LABELS[name]),
      controls[name],
      errors[name],
    );
  };

  const counter = h('p', { id: 'wf-question-count', class: 'wf-count' });
  const honeypot = h('input', {
    id: 'wf-website',
    name: WEBFORM_LIMITS.honeypotField,
    type: 'text',
    tabindex: '-1',
    autocomplete: 'off',
  });
  const alert = h('div', { class: 'wf-alert', role: 'alert', tabindex: '-1', hidden: true });
  const status = h('p', { class: 'wf-visually-hidden', role: 'status' });
  const submit = h(
    'button',
    {
      type: 'submit',
      class: 'wf-submit',
      disabled: preview,
      'aria-disabled': preview ? 'true' : undefined,
    },
    SUBMIT_LABEL,
  );

  const form = h(
    'form',
    { class: 'wf-form', novalidate: true, 'aria-labelledby': 'wf-title' },
    h('h1', { id: 'wf-title', class: 'wf-title' }, text.formTitle),
    h('p', { class: 'wf-intro' }, text.formIntro),
    ...(preview ? [h('p', { class: 'wf-note' }, text.previewNote)] : []),
    alert,
    h('div', { class: 'wf-row' }, fieldBlock('firstName'), fieldBlock('lastName')),
    fieldBlock('email'),
    fieldBlock('question'),
    h(
      'div',
      { class: 'wf-hp', 'aria-hidden': 'true' },
      h('label', { for: 'wf-website' }, 'Website'),
      honeypot,
    ),
    buildPrivacyNotice(config),
    status,
    submit,
  );
  errors.question.after(counter);
  return { form, controls, errors, counter, honeypot, alert, status, submit };
}

/** The thank-you that replaces the form, with the way to ask another question. */
function buildSuccess() {
  const title = h(
    'h2',
    { id: 'wf-success-title', class: 'wf-success-title', tabindex: '-1' },
    text.submitted,
  );
  const again = h('button', { type: 'button', class: 'wf-submit' }, text.askAnother);
  const section = h(
    'section',
    { class: 'wf-success', hidden: true, 'aria-labelledby': 'wf-success-title' },
    title,
    again,
  );
  return { section, title, again };
}

/** Saying what is wrong: beside a field, for every field at once, or in the alert. */
function feedback({ controls, errors, counter, alert }: FormParts) {
  const showFieldError = (name: Field, message: string | undefined) => {
    errors[name].textContent = message ?? '';
    if (message) controls[name].setAttribute('aria-invalid', 'true');
    else controls[name].removeAttribute('aria-invalid');
  };
  return {
    showFieldError,
    /** Shows each field's error and focuses the first; answers whether there was one. */
    showErrors: (found: FieldErrors) => {
      for (const name of FIELDS) showFieldError(name, found[name]);
      const first = FIELDS.find((name) => found[name]);
      if (first) controls[first].focus();
      return first !== undefined;
    },
    showAlert: (message: string | null) => {
      alert.textContent = message ?? '';
      alert.hidden = message === null;
      if (message) alert.focus();
    },
    updateCounter: () => {
      counter.textContent = text.questionCounter(
        controls.question.value.length,
        WEBFORM_LIMITS.questionMaxLength,
      );
    },
  };
}

/**
 * Checks a field as the investor corrects it once it has been marked, or once Submit was tried
 * (`attempted()`), and keeps the question's counter current.
 */
function checkFieldsAsTyped(
  parts: FormParts,
  say: ReturnType<typeof feedback>,
  attempted: () => boolean,
) {
  for (const name of FIELDS) {
    const control = parts.controls[name];
    control.addEventListener('input', () => {
      if (name === 'question') say.updateCounter();
      // Once a field has been marked, it is checked as the investor corrects it.
      if (attempted() || control.hasAttribute('aria-invalid'))
        say.showFieldError(name, fieldError(name, control.value));
    });
    // Leaving a field says what is wrong with it, but not for a field merely tabbed through, nor
    // on the way to Submit: the message would move the button from under the pointer mid-click,
    // and the submit checks every field anyway.
    control.addEventListener('blur', (event) => {
      if ((event as FocusEvent).relatedTarget === parts.submit) return;
      if (control.value.trim() || attempted())
        say.showFieldError(name, fieldError(name, control.value));
    });
  }
}

/**
 * The investor's question form: labelled fields, errors beside them and read out, the honeypot
 * out of sight and out of the tab order, and a success state that takes the focus. In preview it
 * works in every way but sending.
 */
export function mountForm(root: HTMLElement, options: FormOptions): void {
  root.replaceChildren();
  if (!options.config) {
    root.append(
      h('h1', { class: 'wf-title' }, text.unavailableTitle),
      h('p', { class: 'wf-intro' }, text.unavailable),
    );
    return;
  }
  const preview = options.config.preview;
  const parts = buildForm(options.config);
  const { form, controls, honeypot, status, submit } = parts;
  const success = buildSuccess();
  root.append(form, success.section);

  let attempted = false;
  const values = (): FormValues =>
    Object.fromEntries(FIELDS.map((f) => [f, controls[f].value])) as FormValues;
  const say = feedback(parts);
  say.updateCounter();
  checkFieldsAsTyped(parts, say, () => attempted);

  const setSending = (sending: boolean) => {
    submit.disabled = sending || preview;
    form.setAttribute('aria-busy', String(sending));
    status.textContent = sending ? text.sending : '';
  };

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (preview) return;
    attempted = true;
    say.showAlert(null);
    if (say.showErrors(validateForm(values()))) return;
    setSending(true);
    const result = await options.send(values(), honeypot.value);
    setSending(false);
    if (result.ok) {
      form.hidden = true;
      success.section.hidden = false;
      success.title.focus();
      return;
    }
    if (!say.showErrors(result.fieldErrors)) say.showAlert(result.message);
  });

  success.again.addEventListener('click', () => {
    form.reset();
    attempted = false;
    for (const name of FIELDS) say.showFieldError(name, undefined);
    say.updateCounter();
    success.section.hidden = true;
    form.hidden = false;
    controls.firstName.focus();
  });
}
