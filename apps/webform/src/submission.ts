import type { PageConfig } from './page-config';
import { messages } from './shared';
import { FIELDS } from './validation';
import type { FieldErrors, FormValues } from './validation';

export const ENQUIRIES_PATH = '/webform/enquiries';

export type SubmitResult =
  { ok: true; message: string } | { ok: false; message: string; fieldErrors: FieldErrors };

type Answer = { message?: unknown; fields?: Record<string, unknown> };

/** The server's words per field, for the fields this form has. */
function fieldErrorsOf(answer: Answer): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of FIELDS) {
    const message = answer.fields?.[field];
    if (typeof message === 'string') errors[field] = message;
  }
  return errors;
}

/**
 * Sends the question as the server expects it (POST /webform/enquiries) and answers what to tell
 * the investor: the server's own message either way, or ours when it could not be reached.
 */
export async function sendQuestion(
  fetchImpl: typeof fetch,
  input: {
    config: PageConfig;
    values: FormValues;
    /** What the hidden honeypot field holds: empty unless a bot filled it. */
    honeypot: string;
    embedderOrigin: string;
  },
): Promise<SubmitResult> {
  let response: Response;
  try {
    response = await fetchImpl(ENQUIRIES_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'client-secret': input.config.clientSecret },
      body: JSON.stringify({
        companyId: input.config.companyId,
        ...input.values,
        website: input.honeypot,
        embedderOrigin: input.embedderOrigin,
      }),
    });
  } catch {
    return { ok: false, message: messages.generic.offline, fieldErrors: {} };
  }
  const answer = (await response.json().catch(() => ({}))) as Answer;
  const message = typeof answer.message === 'string' && answer.message ? answer.message : null;
  if (response.ok) return { ok: true, message: message ?? messages.webform.submitted };
  const fallback =
    response.status === 429 ? messages.webform.rateLimited : messages.generic.tryAgainLater;
  return { ok: false, message: message ?? fallback, fieldErrors: fieldErrorsOf(answer) };
}
