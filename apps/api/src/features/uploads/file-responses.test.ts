import { beforeAll, describe, expect, it } from 'vitest';
import { TINY_PNG, uploadFile } from '../../testing/files';
import { useTestApp } from '../../testing/test-app';
import { makeTeam } from '../thread/testing/thread-test-kit';
import type { Team } from '../thread/testing/thread-test-kit';
import { SAMPLE_ATTACHMENTS, SAMPLE_RECORDINGS } from './sample-attachments';

const t = useTestApp({ rateLimitMultiplier: 100 });
let team: Team;

beforeAll(async () => {
  team = await makeTeam(t);
});

async function served(purpose: string, file: { bytes: Buffer; filename: string; type?: string }) {
  const upload = await uploadFile(t.app, purpose, file, team.editor);
  expect(upload.status).toBe(201);
  return t.app.inject({ method: 'GET', url: upload.body.url! });
}

describe('stored files as the browser gets them', () => {
  it('downloads a PDF as an attachment under its own name, never opening it in the page', async () => {
    const response = await served('enquiry-attachment', {
      ...SAMPLE_ATTACHMENTS.pdf,
      filename: 'Résumé Q3.pdf',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="R_sum_ Q3.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20Q3.pdf`,
    );
  });

  it('opens images, audio and video in place', async () => {
    const image = await served('enquiry-attachment', {
      bytes: TINY_PNG,
      filename: 'chart.png',
      type: 'image/png',
    });
    expect(image.headers['content-disposition']).toMatch(/^inline; filename="chart.png"/);
    const video = await served('enquiry-attachment', { ...SAMPLE_ATTACHMENTS.mp4 });
    expect(video.headers['content-disposition']).toMatch(/^inline; /);
    const audio = await served('enquiry-audio', { ...SAMPLE_RECORDINGS.webm });
    expect(audio.headers['content-disposition']).toMatch(/^inline; /);
  });

  it('sends every file with nosniff and a sandboxing policy that lets it load nothing else', async () => {
    for (const response of [
      await served('enquiry-attachment', { ...SAMPLE_ATTACHMENTS.pdf }),
      await served('company-logo', { bytes: TINY_PNG, filename: 'logo.png' }),
    ]) {
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toBe(
        "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox",
      );
    }
  });

  it('lets no cache keep an enquiry’s files, while a logo may stay an hour in the browser alone', async () => {
    const attachment = await served('enquiry-attachment', { ...SAMPLE_ATTACHMENTS.pdf });
    expect(attachment.headers['cache-control']).toBe('private, no-store');
    const recording = await served('enquiry-audio', { ...SAMPLE_RECORDINGS.webm });
    expect(recording.headers['cache-control']).toBe('private, no-store');
    const logo = await served('company-logo', { bytes: TINY_PNG, filename: 'logo.png' });
    expect(logo.headers['cache-control']).toBe('private, max-age=3600');
  });
});
