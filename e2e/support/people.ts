import { randomBytes, randomInt } from 'node:crypto';

export const DEMO = {
  email: 'demo@quorum.dev',
  password: 'Quorum-demo-2026',
  companyName: 'Demo Resources Ltd',
} as const;

const letters = (count: number) =>
  Array.from({ length: count }, () => String.fromCharCode(97 + randomInt(26))).join('');

/**
 * A new person and their company, unique per call so tests never collide in the one database a
 * run shares. The password meets every rule: 8+ characters, upper and lower case, a number and a
 * special character, and it holds no name.
 */
export function newPerson() {
  const tag = randomBytes(4).toString('hex');
  const name = letters(6);
  return {
    firstName: `Ava${name}`,
    lastName: 'Tester',
    email: `e2e-${tag}@example.com`,
    // Its own random part, in digits: a password holding a part of the person's email or the
    // product's name is refused, and random hex once held the email's "e2e" (1 person in ~1,000).
    password: `Sturdy-${randomInt(100_000, 1_000_000)}-1a`,
    company: {
      legalName: `Test Minerals ${tag} Ltd`,
      abn: String(randomInt(10_000_000_000, 100_000_000_000)),
      // ASX codes are 3–6 letters or digits and unique across companies.
      asxCode: letters(6).toUpperCase(),
      email: `ir-${tag}@example.com`,
      website: `https://${name}.example.com`,
    },
  };
}
