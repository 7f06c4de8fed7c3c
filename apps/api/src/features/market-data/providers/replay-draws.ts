// The replay's randomness: every draw comes from a counter-based hash of (seed, stream, day,
// minute, second), so any minute of any day is had without drawing the ones before it, and a
// number never depends on when or in which process it was asked for.

/** One stream of draws per use, so adding a draw never shifts another's numbers. */
export const STREAM = {
  dailyMove: 1,
  dayRange: 2,
  usualVolume: 3,
  minutePath: 4,
  minuteHigh: 5,
  minuteLow: 6,
  minuteVolume: 7,
  secondPath: 8,
  news: 9,
  announcementGap: 10,
  announcement: 11,
} as const;

function mix(value: number): number {
  let h = value;
  h ^= h >>> 16;
  h = Math.imul(h, 0x21f0aaad);
  h ^= h >>> 15;
  h = Math.imul(h, 0x735a2d97);
  h ^= h >>> 15;
  return h >>> 0;
}

/** A number in (0, 1) fixed by its arguments. */
export function draw(seed: number, stream: number, a: number, b = 0, c = 0): number {
  const h = mix(mix(mix(seed ^ Math.imul(stream, 0x9e3779b9)) ^ a) ^ Math.imul(b, 0x85ebca6b) ^ c);
  return (h + 0.5) / 2 ** 32;
}

/** Two independent standard normal draws (Box–Muller) from two uniform ones. */
export function normals(u: number, v: number): [number, number] {
  const radius = Math.sqrt(-2 * Math.log(u));
  return [radius * Math.cos(2 * Math.PI * v), radius * Math.sin(2 * Math.PI * v)];
}

export const normal = (u: number, v: number) => normals(u, v)[0];

export const gaussian = (seed: number, stream: number, a: number, b = 0) =>
  normal(draw(seed, stream, a, b, 0), draw(seed, stream, a, b, 1));
