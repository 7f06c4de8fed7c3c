import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createGmailAdapter } from './gmail';
import { countAdapterMiss, readAdapterMisses } from './misses';
import { breakLayout, nextChange, openFixture, selectTextOf } from './testing/fixture-page';
import type { OpenMessage } from './types';

const THREAD_URL = '/mail/u/0/#inbox/FMfcgzQZTwXkLbNrHqJvPdKsMnBtCwRx';

const layouts = [
  {
    layout: 'conversation view',
    file: 'gmail/conversation.html',
    sender: { email: 'priya.raman@investor.example', name: 'Priya Raman' },
    subject: 'Dividend reinvestment plan for the 2025 final dividend',
    bodyIncludes: 'what is the last date to elect?',
    threadId: '18d6a1b2c3d4e5f6',
    messageId: '18d6a1b2c3d4e5f7',
  },
  {
    layout: 'split view with the reading pane',
    file: 'gmail/reading-pane.html',
    sender: { email: 'tom.okafor@fund.example', name: 'Tom Okafor' },
    subject: 'Guidance for the second half',
    bodyIncludes: 'after the mill outage in March?',
    threadId: '18d6a1b2c3d4e699',
    messageId: '18d6a1b2c3d4e699',
  },
];

describe.each(layouts)('Gmail in $layout', (expected) => {
  beforeEach(() => fakeBrowser.reset());
  const adapter = () => createGmailAdapter(vi.fn(), 10);

  it('reads who sent the open email, its subject and its words', () => {
    const doc = openFixture(expected.file, THREAD_URL);
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
    const doc = openFixture(expected.file, THREAD_URL);
    const change = nextChange((onChange) => adapter().watch(doc, onChange));
    const messages = doc.querySelectorAll('div[data-message-id]');
    const last = messages[messages.length - 1]!;
    last.setAttribute('data-legacy-message-id', 'next-message');
    last.querySelector('span[email]')!.setAttribute('email', 'ana.silva@holder.example');
    last.querySelector('span[email]')!.setAttribute('name', 'Ana Silva');
    last.querySelector('.a3s')!.textContent = 'When is the record date for the interim dividend?';
    doc.querySelector('h2[data-thread-perm-id]')!.textContent = 'Interim dividend record date';

    const next = (await change) as OpenMessage;
    expect(next.sender).toEqual({ email: 'ana.silva@holder.example', name: 'Ana Silva' });
    expect(next.subject).toBe('Interim dividend record date');
    expect(next.bodyText).toBe('When is the record date for the interim dividend?');
  });

  it('puts the answer into the reply box, which sees the input as its own', () => {
    const doc = openFixture(expected.file, THREAD_URL);
    const result = adapter().insertReply(doc, {
      text: 'Yes.\n\nElections close on 3 March.',
      html: '<p>Yes.</p><p>Elections close on <b>3 March</b>.</p><script>alert(1)</script>',
    });
    const box = doc.querySelector('div[role="textbox"][contenteditable="true"]')!;
    expect(result).toEqual({ ok: true, into: 'contenteditable' });
    expect(box.textContent).toContain('Elections close on 3 March.');
    expect(box.querySelector('b')?.textContent).toBe('3 March');
    expect(box.querySelector('script')).toBeNull();
    expect(box.getAttribute('data-saw-input')).toBe('true');
    expect(box.getAttribute('data-input-type')).toBe('insertFromPaste');
  });

  it('counts a miss, never the words, and offers the selected text when the layout changes', async () => {
    const doc = openFixture(expected.file, THREAD_URL);
    const body = [...doc.querySelectorAll('div.a3s')].at(-1)!;
    breakLayout(doc, [
      'data-message-id',
      'data-legacy-message-id',
      'data-thread-perm-id',
      'data-legacy-thread-id',
      'email',
    ]);
    selectTextOf(body);
    const misses: Promise<void>[] = [];
    const broken = createGmailAdapter((client, key) => misses.push(countAdapterMiss(client, key)));

    const result = broken.readOpenMessage(doc);
    await Promise.all(misses);

    expect(result).toMatchObject({ kind: 'miss', reason: 'unreadable' });
    const selected = result.kind === 'miss' ? result.selectionText?.replace(/\s+/g, ' ') : null;
    expect(selected).toContain(expected.bodyIncludes);
    const counts = await readAdapterMisses();
    expect(counts).toEqual({ 'gmail.message': 1, 'gmail.subject': 1 });
  });
});

describe('Gmail with no email open', () => {
  it('says so without counting a miss', () => {
    const doc = openFixture('gmail/reading-pane.html', '/mail/u/0/#inbox');
    doc.querySelector('.ao9')!.remove();
    const onMiss = vi.fn();
    expect(createGmailAdapter(onMiss).readOpenMessage(doc)).toMatchObject({
      kind: 'miss',
      reason: 'no-message',
    });
    expect(onMiss).not.toHaveBeenCalled();
  });
});
