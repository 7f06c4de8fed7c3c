import type { Page } from 'playwright-core';

/** Types the emailed code into the four boxes of "Enter your code" and continues. */
export async function submitCode(page: Page, code: string) {
  await page.getByRole('heading', { name: 'Enter your code' }).waitFor();
  for (const [index, digit] of [...code].entries()) {
    await page.getByLabel(`Digit ${index + 1} of 4`, { exact: true }).fill(digit);
  }
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
}
