import { AsyncLocalStorage } from 'node:async_hooks';
import { describe, expect, it, vi } from 'vitest';
import { EMAIL_PREVIEWS } from '../previews';
import { guestReplyEmail, notificationEmail, passwordResetEmail, signInCodeEmail } from '.';

const count = (text: string, part: string) => text.split(part).length - 1;

describe('the emails', () => {
  it('render without entering an AsyncLocalStorage, which would slow every later request', async () => {
    // On Node 20 the first AsyncLocalStorage.run turns on promise hooks for the whole process.
    const run = vi.spyOn(AsyncLocalStorage.prototype, 'run');
    const enterWith = vi.spyOn(AsyncLocalStorage.prototype, 'enterWith');
    try {
      const email = await passwordResetEmail('Ada', 'https://quorum.example/r', 60);
      expect(email.html).toContain('Ada');
      expect(run).not.toHaveBeenCalled();
      expect(enterWith).not.toHaveBeenCalled();
    } finally {
      run.mockRestore();
      enterWith.mockRestore();
    }
  });

  it('each come in the one frame: one heading, the body, and the small print', async () => {
    for (const [name, preview] of Object.entries(EMAIL_PREVIEWS)) {
      const email = await preview();
      expect(count(email.html, '<h2'), name).toBe(1);
      expect(email.html, name).toMatch(/^<!DOCTYPE html/i);
      expect(email.html, name).toContain('font-size:12px');
      expect(email.subject.length, name).toBeGreaterThan(0);
    }
  });

  it('each show their button only when they have an action, and always their small print', async () => {
    const APP = 'https://quorum.example';
    const actions: Record<string, string | null> = {
      'sign-in-code': null,
      'verify-email-code': null,
      'password-reset': `${APP}/forgot-password/sample-token`,
      'team-invitation': `${APP}/register/sample-token`,
      'change-email-code': null,
      'confirm-email-change-from-current': null,
      'email-changed-notice': null,
      'extension-mailbox-code': null,
      notification: `${APP}/dashboard/questions?enquiry=sample`,
      'webform-confirmation': null,
      'guest-reply': null,
      'trial-ending': `${APP}/dashboard/update-plan`,
      'payment-failed': `${APP}/dashboard/update-plan?isReactivate=Yes`,
      'plan-changed': `${APP}/dashboard/update-plan`,
      'billing-receipt': null,
      'support-message': `${APP}/files/sample.png`,
    };
    expect(Object.keys(actions).sort()).toEqual(Object.keys(EMAIL_PREVIEWS).sort());
    for (const [name, preview] of Object.entries(EMAIL_PREVIEWS)) {
      const email = await preview();
      const action = actions[name];
      if (action) expect(email.html, name).toContain(`href="${action}"`);
      // The button is the frame's only link styled as one (react-email's Button is an <a> with padding).
      expect(email.html.includes('padding:12px 20px'), name).toBe(Boolean(action));
      const smallPrint = email.html.match(/<p[^>]*font-size:12px[^>]*>(.*?)<\/p>/s)?.[1];
      expect(smallPrint, name).toBeTruthy();
    }
  });

  it('name Quorum in the heading of account email and the company in an answer to an investor', async () => {
    expect((await signInCodeEmail('Dana', '4821', 10)).html).toMatch(/<h2[^>]*>Quorum<\/h2>/);
    const answer = await guestReplyEmail({
      companyName: 'Swan River Gold Ltd',
      firstName: 'Ivy',
      question: 'When?',
      answer: 'Soon.',
      attachments: [],
      audioUrl: null,
    });
    expect(answer.html).toMatch(/<h2[^>]*>Swan River Gold Ltd<\/h2>/);
  });

  it('carry the action as a button to its address, and the address in the text', async () => {
    const url = 'https://quorum.example/forgot-password/abc';
    const email = await passwordResetEmail('Dana', url, 30);
    expect(email.html).toContain(`href="${url}"`);
    expect(email.html).toContain('Reset password');
    expect(email.text).toContain(url);
  });

  it('say in the small print why a notification came, with the link to turn them off', async () => {
    const email = await notificationEmail({
      firstName: 'Dana',
      title: 'New question',
      message: 'Ivy asked a question.',
      url: 'https://quorum.example/dashboard/questions',
      profileUrl: 'https://quorum.example/dashboard/profile',
    });
    expect(email.html).toContain('href="https://quorum.example/dashboard/profile"');
    expect(email.html).not.toContain('If you did not ask for this');
    expect(email.text).toContain('https://quorum.example/dashboard/profile');
  });

  it('show what people typed as text, never as markup', async () => {
    const email = await guestReplyEmail({
      companyName: 'Acme <b>Mining</b>',
      firstName: '<script>alert(1)</script>',
      question: '<img src=x onerror=alert(1)>',
      answer: 'Fine & dandy',
      attachments: [{ name: '<i>report</i>.pdf', url: 'https://quorum.example/files/a.pdf' }],
      audioUrl: null,
    });
    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toContain('<img src=x');
    expect(email.html).not.toContain('<b>Mining');
    expect(email.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(email.html).toContain('&lt;i&gt;report&lt;/i&gt;.pdf');
  });

  it('escape a first name typed as markup in an account email', async () => {
    const email = await signInCodeEmail('<script>alert(1)</script>', '4821', 10);
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('Hi &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(email.text).toContain('Hi <script>alert(1)</script>,');
  });

  it('quote the guest’s question line by line in the text and list each file with its link', async () => {
    const email = await guestReplyEmail({
      companyName: 'Swan River Gold Ltd',
      firstName: null,
      question: 'When is the record date?\nAnd the payment date?',
      answer: '1 March.',
      attachments: [{ name: 'annual-report.pdf', url: 'https://quorum.example/files/a.pdf' }],
      audioUrl: null,
    });
    expect(email.text).toContain('Hi there,');
    expect(email.text).toContain('> When is the record date?\n> And the payment date?');
    expect(email.text).toContain('- annual-report.pdf: https://quorum.example/files/a.pdf');
    expect(email.html).toContain('href="https://quorum.example/files/a.pdf"');
  });
});
