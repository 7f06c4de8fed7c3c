const ADDRESS = /[A-Z0-9._%+'-]+@[A-Z0-9.-]+\.[A-Z]{2,}/i;

/** The first email address in a piece of page text ("Name <a@b.com>", "From: a@b.com"), if any. */
export function findAddress(text: string | null | undefined): string | null {
  const match = text ? ADDRESS.exec(text) : null;
  return match ? match[0].toLowerCase() : null;
}

/** A display name with the address, the angle brackets and a "From:" label taken out. */
export function cleanName(text: string, email: string): string {
  const name = text
    .replace(/^from:\s*/i, '')
    .replace(email, '')
    .replace(/[<>()"]/g, '')
    .trim();
  return name === '' ? email : name;
}
