import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mountForm } from './form';
import type { FormOptions } from './form';
import { WEBFORM_LIMITS, messages } from './shared';
import type { SubmitResult } from './submission';

const text = messages.webform;
const config = {
  companyId: 'company-1',
  clientSecret: 'secret-1',
  preview: false,
  companyName: 'Southern Cross Minerals',
  privacyPolicyUrl: 'https://scm.example.com/privacy',
};

let root: HTMLElement;
beforeEach(() => {
  document.body.innerHTML = '<main id="webform"></main>';
  root = document.getElementById('webform')!;
});

function mount(options: Partial<FormOptions> = {}) {
  const send = vi.fn<FormOptions['send']>(async () => ({ ok: true, message: text.submitted }));
  mountForm(root, { config, send, ...options });
  return options.send ?? send;
}

/** The control a label names, as assistive technology finds it. */
function byLabel(label: string) {
  const element = [...root.querySelectorAll('label')].find((l) => l.textContent === label);
  return document.getElementById(element!.htmlFor) as HTMLInputElement | HTMLTextAreaElement;
}

function type(label: string, value: string) {
  const control = byLabel(label);
  control.value = value;
  control.dispatchEvent(new Event('input', { bubbles: true }));
}

function fillIn() {
  type('First name', 'Ada');
  type('Last name (optional)', 'Shareholder');
  type('Email', 'ada@example.com');
  type('Question', 'When is the dividend paid?');
}

const submit = async () => {
  root.querySelector('form')!.requestSubmit();
  await new Promise((resolve) => setTimeout(resolve, 0));
};

const errorOf = (label: string) =>
  document.getElementById(byLabel(label).getAttribute('aria-describedby')!.split(' ')[0]!)!
    .textContent;

describe('the public form', () => {
  it('labels every field and keeps the honeypot out of sight and out of the tab order', () => {
    mount();
    for (const label of ['First name', 'Email', 'Question'])
      expect(byLabel(label).required).toBe(true);
    expect(byLabel('Last name (optional)').required).toBe(false);
    const honeypot = root.querySelector<HTMLInputElement>(
      `[name="${WEBFORM_LIMITS.honeypotField}"]`,
    )!;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.autocomplete).toBe('off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('marks what is missing, moves to the first problem, and sends nothing', async () => {
    const send = mount();
    type('Last name (optional)', 'Shareholder');
    await submit();
    expect(send).not.toHaveBeenCalled();
    expect(errorOf('First name')).toBe(text.firstNameRequired);
    expect(errorOf('Email')).toBe(messages.email.required);
    expect(errorOf('Question')).toBe(text.questionRequired);
    expect(errorOf('Last name (optional)')).toBe('');
    expect(byLabel('First name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(byLabel('First name'));
  });

  it('says what is wrong with a field on leaving it, but not with one merely tabbed through', () => {
    mount();
    byLabel('First name').dispatchEvent(new FocusEvent('blur'));
    expect(errorOf('First name')).toBe('');
    type('Email', 'grace@');
    byLabel('Email').dispatchEvent(new FocusEvent('blur'));
    expect(errorOf('Email')).toBe(messages.email.invalid);
  });

  it('clears a mark as soon as the field is corrected', async () => {
    mount();
    await submit();
    type('First name', 'Ada');
    expect(errorOf('First name')).toBe('');
    expect(byLabel('First name').hasAttribute('aria-invalid')).toBe(false);
  });

  it('counts the question’s characters against its limit', () => {
    mount();
    type('Question', 'Hello');
    expect(root.querySelector('#wf-question-count')!.textContent).toBe(
      text.questionCounter(5, WEBFORM_LIMITS.questionMaxLength),
    );
  });

  it('sends a complete question and thanks the investor, with the focus on the thanks', async () => {
    const send = mount();
    fillIn();
    await submit();
    expect(send).toHaveBeenCalledWith(
      {
        firstName: 'Ada',
        lastName: 'Shareholder',
        email: 'ada@example.com',
        question: 'When is the dividend paid?',
      },
      '',
    );
    expect(root.querySelector('form')!.hidden).toBe(true);
    expect(document.activeElement?.textContent).toBe(text.submitted);
  });

  it('offers another question after the thanks, on an empty form', async () => {
    mount();
    fillIn();
    await submit();
    const again = [...root.querySelectorAll('button')].find(
      (b) => b.textContent === text.askAnother,
    )!;
    again.click();
    expect(root.querySelector('form')!.hidden).toBe(false);
    expect(byLabel('First name').value).toBe('');
    expect(document.activeElement).toBe(byLabel('First name'));
  });

  it('shows the server’s refusal in an alert that takes the focus', async () => {
    mount({
      send: async (): Promise<SubmitResult> => ({
        ok: false,
        message: text.rateLimited,
        fieldErrors: {},
      }),
    });
    fillIn();
    await submit();
    const alert = root.querySelector('[role="alert"]') as HTMLElement;
    expect(alert.hidden).toBe(false);
    expect(alert.textContent).toBe(text.rateLimited);
    expect(document.activeElement).toBe(alert);
    expect(root.querySelector('form')!.hidden).toBe(false);
  });

  it('puts the server’s word about a field beside that field', async () => {
    mount({
      send: async (): Promise<SubmitResult> => ({
        ok: false,
        message: messages.email.invalid,
        fieldErrors: { email: messages.email.invalid },
      }),
    });
    fillIn();
    await submit();
    expect(errorOf('Email')).toBe(messages.email.invalid);
    expect(document.activeElement).toBe(byLabel('Email'));
  });

  it('cannot be sent in the dashboard’s preview, and says so', async () => {
    const send = mount({ config: { ...config, preview: true } });
    fillIn();
    await submit();
    expect(send).not.toHaveBeenCalled();
    expect(root.querySelector<HTMLButtonElement>('button[type="submit"]')!.disabled).toBe(true);
    expect(root.textContent).toContain(text.previewNote);
  });

  it('says it is not available when the page carries no settings', () => {
    mount({ config: null });
    expect(root.querySelector('h1')!.textContent).toBe(text.unavailableTitle);
    expect(root.querySelector('form')).toBeNull();
  });
});

describe('the privacy notice (APP 5)', () => {
  const notice = () =>
    root.querySelector<HTMLElement>('section[aria-labelledby="wf-privacy-title"]')!;
  const links = () =>
    [...notice().querySelectorAll('a')].map((a) => ({
      text: a.textContent,
      href: a.getAttribute('href'),
      target: a.target,
    }));

  it('names the company and Quorum, the purposes and who sees it, before Submit', () => {
    mount();
    const words = notice().textContent!;
    expect(words).toContain(messages.privacy.notice('Southern Cross Minerals'));
    expect(words).toContain('Quorum');
    expect(words).toContain('investor relations');
    const submit = root.querySelector('button[type="submit"]')!;
    expect(
      notice().compareDocumentPosition(submit) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it("links the company's policy and Quorum's, each in a tab of its own", () => {
    mount();
    expect(links()).toEqual([
      {
        text: messages.privacy.companyPolicyLink('Southern Cross Minerals'),
        href: 'https://scm.example.com/privacy',
        target: '_blank',
      },
      { text: messages.privacy.quorumPolicyLink, href: '/privacy', target: '_blank' },
    ]);
  });

  it("links only Quorum's policy while the company has set none", () => {
    mount({ config: { ...config, privacyPolicyUrl: null } });
    expect(links().map((link) => link.href)).toEqual(['/privacy']);
  });
});
