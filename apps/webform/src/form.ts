import { h } from './dom';
import type { PageConfig } from './page-config';
import { WEBFORM_LIMITS, messages } from './shared';
import type { SubmitResult } from './submission';
import { FIELDS, fieldError, validateForm } from './validation';
import type { Field, FieldErrors, FormValues } from './validation';

const text = messages.webform;

/** The form's labels: plain words of the form itself, shown beside each field. */
const LABELS: Record<Field, string> = {
  firstName: 'First name',
  lastName: 'Last name',
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
    required: true,
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
    status,
    submit,
  );
  errors.question.after(counter);

  const successTitle = h(
    'h2',
    { id: 'wf-success-title', class: 'wf-success-title', tabindex: '-1' },
    text.submitted,
  );
  const again = h('button', { type: 'button', class: 'wf-submit' }, text.askAnother);
  const success = h(
    'section',
    { class: 'wf-success', hidden: true, 'aria-labelledby': 'wf-success-title' },
    successTitle,
    again,
  );
  root.append(form, success);

  let attempted = false;
  const values = (): FormValues =>
    Object.fromEntries(FIELDS.map((f) => [f, controls[f].value])) as FormValues;

  const showFieldError = (name: Field, message: string | undefined) => {
    errors[name].textContent = message ?? '';
    if (message) controls[name].setAttribute('aria-invalid', 'true');
    else controls[name].removeAttribute('aria-invalid');
  };
  const showErrors = (found: FieldErrors) => {
    for (const name of FIELDS) showFieldError(name, found[name]);
    const first = FIELDS.find((name) => found[name]);
    if (first) controls[first].focus();
    return first !== undefined;
  };
  const showAlert = (message: string | null) => {
    alert.textContent = message ?? '';
    alert.hidden = message === null;
    if (message) alert.focus();
  };
  const updateCounter = () => {
    counter.textContent = text.questionCounter(
      controls.question.value.length,
      WEBFORM_LIMITS.questionMaxLength,
    );
  };
  updateCounter();

  for (const name of FIELDS) {
    const control = controls[name];
    control.addEventListener('input', () => {
      if (name === 'question') updateCounter();
      // Once a field has been marked, it is checked as the investor corrects it.
      if (attempted || control.hasAttribute('aria-invalid'))
        showFieldError(name, fieldError(name, control.value));
    });
    // Leaving a field says what is wrong with it, but not for a field merely tabbed through, nor
    // on the way to Submit: the message would move the button from under the pointer mid-click,
    // and the submit checks every field anyway.
    control.addEventListener('blur', (event) => {
      if ((event as FocusEvent).relatedTarget === submit) return;
      if (control.value.trim() || attempted) showFieldError(name, fieldError(name, control.value));
    });
  }

  const setSending = (sending: boolean) => {
    submit.disabled = sending || preview;
    form.setAttribute('aria-busy', String(sending));
    status.textContent = sending ? text.sending : '';
  };

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (preview) return;
    attempted = true;
    showAlert(null);
    if (showErrors(validateForm(values()))) return;
    setSending(true);
    const result = await options.send(values(), honeypot.value);
    setSending(false);
    if (result.ok) {
      form.hidden = true;
      success.hidden = false;
      successTitle.focus();
      return;
    }
    if (!showErrors(result.fieldErrors)) showAlert(result.message);
  });

  again.addEventListener('click', () => {
    form.reset();
    attempted = false;
    for (const name of FIELDS) showFieldError(name, undefined);
    updateCounter();
    success.hidden = true;
    form.hidden = false;
    controls.firstName.focus();
  });
}
