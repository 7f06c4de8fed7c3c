import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { countAdapterMiss, readAdapterMisses } from './misses';
import { createOutlookAdapter } from './outlook';
import { breakLayout, nextChange, openFixture, selectTextOf } from './testing/fixture-page';
import type { OpenMessage } from './types';

const layouts = [
  {
    layout: 'the reading pane on the right',
    file: 'outlook/reading-pane.html',
    address: '/mail/inbox/id/AAQkADAwATM0MDAAMS0xMjIAMi0wMAoAEABBhC0nHtl5SZnnvYcQ0ZGs%3D',
    sender: { email: 'sam.lee@superfund.example', name: 'Sam Lee' },
    subject: 'Capital raising and existing holders',
    bodyIncludes: 'share purchase plan or entitlement offer?',
    threadId: 'AAQkADAwATM0MDAAMS0xMjIAMi0wMAoAEABBhC0nHtl5SZnnvYcQ0ZGs',
    messageId: 'AAQkADAwATM0MDAAMS0xMjIAMi0wMAoAEABBhC0nHtl5SZnnvYcQ0ZGs=',
  },
  {
    layout: 'a message opened full page (outlook.cloud.microsoft)',
    file: 'outlook/full-page.html',
    address: '/mail/id/AAMkAGVmMDEzMTM4LTZmYWUtNDdkNC1hMDZiLTU1OGY5OTZhYmY4OABGAAA%3D',
    sender: { email: 'lena.fischer@holder.example', name: 'Lena Fischer' },
    subject: 'Annual general meeting: voting by proxy',
    bodyIncludes: 'by when must the form reach the share registry?',
    threadId: null,
    messageId: 'AAMkAGVmMDEzMTM4LTZmYWUtNDdkNC1hMDZiLTU1OGY5OTZhYmY4OABGAAA=',
  },
];

describe.each(layouts)('Outlook with $layout', (expected) => {
  beforeEach(() => fakeBrowser.reset());
  const adapter = () => createOutlookAdapter(vi.fn(), 10);

  it('reads who sent the open email, its subject and its words', () => {
    const doc = openFixture(expected.file, expected.address);
    const message = adapter().readOpenMessage(doc) as OpenMessage;
    expect(message.kind).toBe('message');
    expect(message.sender).toEqual(expected.sender);
    expect(message.subject).toBe(expected.subject);
    expect(message.bodyText).toContain(expected.bodyIncludes);
    expect(message.threadId).toBe(expected.threadId);
    expect(message.messageId).toBe(expected.messageId);
    expect(message.mailbox).toBe('dana.ortiz@northwind-mining.example');
  });

  it('follows the user to the next email they open', async () => {
    const doc = openFixture(expected.file, expected.address);
    const change = nextChange((onChange) => adapter().watch(doc, onChange));
    history.pushState(null, '', '/mail/inbox/id/AAQkNEXT');
    const message = doc.querySelector('[role="document"]')!;
    message.querySelector('.OZZZK')!.replaceWith(
      Object.assign(doc.createElement('span'), {
        title: 'ana.silva@holder.example',
        textContent: 'Ana Silva',
      }),
    );
    message.querySelector('[aria-label="Message body"]')!.textContent =
      'When is the record date for the interim dividend?';
    doc.querySelector('[role="heading"]')!.textContent = 'Interim dividend record date';

    const next = (await change) as OpenMessage;
    expect(next.sender).toEqual({ email: 'ana.silva@holder.example', name: 'Ana Silva' });
    expect(next.subject).toBe('Interim dividend record date');
    expect(next.bodyText).toBe('When is the record date for the interim dividend?');
    expect(next.messageId).toBe('AAQkNEXT');
  });

  it('puts the answer into the reply box, which sees the input as its own', () => {
    const doc = openFixture(expected.file, expected.address);
    const result = adapter().insertReply(doc, {
      text: 'Yes: eligible holders will be offered a share purchase plan.',
      html: '<p>Yes: eligible holders will be offered a <em>share purchase plan</em>.</p>',
    });
    const box = doc.querySelector('[contenteditable="true"]')!;
    expect(result).toEqual({ ok: true, into: 'contenteditable' });
    expect(box.textContent).toBe('Yes: eligible holders will be offered a share purchase plan.');
    expect(box.querySelector('em')?.textContent).toBe('share purchase plan');
    expect(box.getAttribute('data-saw-input')).toBe('true');
    // The email being read is untouched: only the reply changed.
    expect(doc.querySelector('[role="document"]')!.textContent!.replace(/\s+/g, ' ')).toContain(
      expected.bodyIncludes,
    );
  });

  it('counts a miss, never the words, and offers the selected text when the layout changes', async () => {
    const doc = openFixture(expected.file, expected.address);
    const body = doc.querySelector('[role="document"] [aria-label="Message body"]')!;
    breakLayout(doc, ['role', 'aria-label', 'title']);
    selectTextOf(body);
    const misses: Promise<void>[] = [];
    const broken = createOutlookAdapter((client, key) =>
      misses.push(countAdapterMiss(client, key)),
    );

    const result = broken.readOpenMessage(doc);
    await Promise.all(misses);

    expect(result).toMatchObject({ kind: 'miss', reason: 'unreadable' });
    const selected = result.kind === 'miss' ? result.selectionText?.replace(/\s+/g, ' ') : null;
    expect(selected).toContain(expected.bodyIncludes);
    expect(await readAdapterMisses()).toEqual({ 'outlook.message': 1, 'outlook.subject': 1 });
  });
});

describe('Outlook with no email open', () => {
  it('says so without counting a miss', () => {
    const doc = openFixture('outlook/full-page.html', '/mail/inbox');
    doc.querySelector('[role="main"]')!.remove();
    const onMiss = vi.fn();
    expect(createOutlookAdapter(onMiss).readOpenMessage(doc)).toMatchObject({
      kind: 'miss',
      reason: 'no-message',
    });
    expect(onMiss).not.toHaveBeenCalled();
  });
});

describe('Outlook without a reply box open', () => {
  it('says there is nowhere to insert, so the panel offers to copy instead', () => {
    const doc = openFixture('outlook/full-page.html', '/mail/id/AAMk');
    doc.querySelector('[contenteditable="true"]')!.remove();
    const result = createOutlookAdapter(vi.fn()).insertReply(doc, { text: 'x', html: 'x' });
    expect(result).toEqual({ ok: false, reason: 'no-reply-box' });
  });
});
