import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import { messages } from '@quorum/shared';

/**
 * The browser's passkey prompts. A prompt the person closed, or one the browser refused, becomes
 * one sentence to read; the details stay in the browser's console.
 */
async function inPrompt<T>(prompt: () => Promise<T>): Promise<T> {
  try {
    return await prompt();
  } catch (error) {
    console.warn('passkey prompt failed', error);
    throw new Error(messages.secondFactor.passkeyCancelled);
  }
}

/** Signs the server's challenge with a passkey; answers the assertion as the server reads it. */
export const signWithPasskey = (optionsJson: string) =>
  inPrompt(async () =>
    JSON.stringify(await startAuthentication({ optionsJSON: JSON.parse(optionsJson) })),
  );

/** Makes a new passkey for the server's options; answers the attestation as the server reads it. */
export const createPasskey = (optionsJson: string) =>
  inPrompt(async () =>
    JSON.stringify(await startRegistration({ optionsJSON: JSON.parse(optionsJson) })),
  );
