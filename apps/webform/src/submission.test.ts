import { describe, expect, it, vi } from 'vitest';
import { messages } from './shared';
import { ENQUIRIES_PATH, sendQuestion } from './submission';

const config = {
  companyId: 'company-1',
  clientSecret: 'secret-1',
  preview: false,
  companyName: 'Southern Cross Minerals',
  privacyPolicyUrl: null,
};
const values = {
  firstName: 'Ada',
  lastName: 'Shareholder',
  email: 'ada@example.com',
  question: 'When is the dividend paid?',
};

const answering = (status: number, body: unknown) =>
  vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status }));

const send = (fetchImpl: typeof fetch, honeypot = '') =>
  sendQuestion(fetchImpl, { config, values, honeypot, embedderOrigin: 'https://ir.example.com' });

describe('sending a question', () => {
  it('posts the fields, the honeypot and the embedding site, with the secret in its header', async () => {
    const fetchImpl = answering(201, { message: 'Thanks' });
    await send(fetchImpl, 'bot-was-here');
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe(ENQUIRIES_PATH);
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({
      'content-type': 'application/json',
      'client-secret': 'secret-1',
    });
    expect(JSON.parse(String(init?.body))).toEqual({
      companyId: 'company-1',
      ...values,
      website: 'bot-was-here',
      embedderOrigin: 'https://ir.example.com',
    });
  });

  it('says the server’s thanks', async () => {
    expect(await send(answering(201, { message: messages.webform.submitted }))).toEqual({
      ok: true,
      message: messages.webform.submitted,
    });
  });

  it('passes on the server’s refusal, with the field it names', async () => {
    const result = await send(
      answering(400, {
        code: 'BAD_USER_INPUT',
        message: messages.email.invalid,
        fields: { email: messages.email.invalid, somethingElse: 'x' },
      }),
    );
    expect(result).toEqual({
      ok: false,
      message: messages.email.invalid,
      fieldErrors: { email: messages.email.invalid },
    });
  });

  it('says what a refusal without words means', async () => {
    const result = await send(
      vi.fn<typeof fetch>(async () => new Response('busy', { status: 429 })),
    );
    expect(result).toMatchObject({ ok: false, message: messages.webform.rateLimited });
  });

  it('says the server could not be reached when the network fails', async () => {
    const failing = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await send(failing)).toEqual({
      ok: false,
      message: messages.generic.offline,
      fieldErrors: {},
    });
  });
});
