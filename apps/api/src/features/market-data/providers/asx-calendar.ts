// The ASX trading calendar, kept in Sydney's time because the exchange is: a session opens at
// 10:00 in Sydney whether that is 23:00 UTC the day before (AEDT, summer) or 00:00 UTC (AEST).
// The holidays are the exchange's, not New South Wales's: Anzac Day on a weekend gives no
// substitute day, while New Year's Day, Australia Day, Christmas and Boxing Day do. The opening
// auction's staggered starts and the closing auction are not modelled: a session is 10:00–16:00.

/** A calendar day in Sydney, "2026-04-03". */
export type SydneyDay = string;

export interface Session {
  day: SydneyDay;
  open: Date;
  /** The end of continuous trading; the market is open in [open, close). */
  close: Date;
  /** 14:10 on the last trading day before Christmas and on 31 December. */
  earlyClose: boolean;
}

const ZONE = 'Australia/Sydney';
const DAY_MS = 86_400_000;
const OPEN = { hour: 10, minute: 0 };
const CLOSE = { hour: 16, minute: 0 };
const EARLY_CLOSE = { hour: 14, minute: 10 };
const SATURDAY = 6;
const SUNDAY = 0;
const MONDAY = 1;

const wallClock = new Intl.DateTimeFormat('en-AU', {
  timeZone: ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** Sydney's offset from UTC at an instant, in ms, as Intl reads the IANA zone. */
function offsetFromIntl(at: number): number {
  const part: Record<string, number> = {};
  for (const { type, value } of wallClock.formatToParts(at)) part[type] = Number(value);
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = part;
  return Date.UTC(year, month - 1, day, hour, minute, second) - Math.floor(at / 1000) * 1000;
}

/** The instants of a UTC year from which Sydney's offset holds, found once per year. */
const offsetsByYear = new Map<number, { from: number; offset: number }[]>();

/**
 * Intl takes microseconds a call, too slow for years of sessions, so a year's offsets are read
 * at each month's start and each change is narrowed to the minute (Sydney changes at most once
 * a month): a few dozen Intl calls a year, then plain lookups.
 */
function offsetsOf(year: number) {
  const known = offsetsByYear.get(year);
  if (known) return known;
  const offsets = [{ from: Date.UTC(year, 0, 1), offset: offsetFromIntl(Date.UTC(year, 0, 1)) }];
  for (let month = 1; month <= 12; month++) {
    let before = Date.UTC(year, month - 1, 1);
    let after = Date.UTC(year, month, 1);
    const offset = offsetFromIntl(after);
    if (offset === offsets.at(-1)!.offset) continue;
    while (after - before > 60_000) {
      const middle = before + Math.floor((after - before) / 120_000) * 60_000;
      if (offsetFromIntl(middle) === offset) after = middle;
      else before = middle;
    }
    offsets.push({ from: after, offset });
  }
  offsetsByYear.set(year, offsets);
  return offsets;
}

function offsetAt(at: number): number {
  const offsets = offsetsOf(new Date(at).getUTCFullYear());
  return offsets.findLast(({ from }) => from <= at)!.offset;
}

/** What a clock in Sydney shows at `at`, as the UTC instant with the same reading. */
function sydneyReading(at: Date): number {
  return at.getTime() + offsetAt(at.getTime());
}

/** The Sydney calendar day an instant falls on. */
export function sydneyDayOf(at: Date): SydneyDay {
  return new Date(sydneyReading(at)).toISOString().slice(0, 10);
}

/**
 * The instant a Sydney clock reads `hour:minute` on `day`. The offset is read at a first guess
 * and again at the answer; the two agree except within the 02:00–03:00 changeovers, which no
 * session comes near.
 */
export function sydneyTime(day: SydneyDay, hour: number, minute: number): Date {
  const reading = Date.parse(`${day}T00:00:00Z`) + (hour * 60 + minute) * 60_000;
  const guess = reading - (sydneyReading(new Date(reading)) - reading);
  return new Date(reading - (sydneyReading(new Date(guess)) - guess));
}

const serialOf = (day: SydneyDay) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOfSerial = (serial: number): SydneyDay =>
  new Date(serial * DAY_MS).toISOString().slice(0, 10);
const weekdayOf = (serial: number) => new Date(serial * DAY_MS).getUTCDay();
const serialOfDate = (year: number, month: number, day: number) =>
  Date.UTC(year, month - 1, day) / DAY_MS;

export function addDays(day: SydneyDay, days: number): SydneyDay {
  return dayOfSerial(serialOf(day) + days);
}

/** Easter Sunday: the anonymous Gregorian algorithm (Meeus/Jones/Butcher). */
function easterSunday(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return serialOfDate(year, month, day);
}

const isWeekend = (serial: number) => [SATURDAY, SUNDAY].includes(weekdayOf(serial));

/** The day itself, or the Monday after when it falls on a weekend. */
const mondayised = (serial: number) => {
  const weekday = weekdayOf(serial);
  return weekday === SATURDAY ? serial + 2 : weekday === SUNDAY ? serial + 1 : serial;
};

const holidaysByYear = new Map<number, ReadonlyMap<SydneyDay, string>>();

/** The weekdays ASX is closed in `year`, with their names. */
export function asxHolidays(year: number): ReadonlyMap<SydneyDay, string> {
  const known = holidaysByYear.get(year);
  if (known) return known;
  const holidays = new Map<number, string>();
  holidays.set(mondayised(serialOfDate(year, 1, 1)), "New Year's Day");
  holidays.set(mondayised(serialOfDate(year, 1, 26)), 'Australia Day');
  const easter = easterSunday(year);
  holidays.set(easter - 2, 'Good Friday');
  holidays.set(easter + 1, 'Easter Monday');
  const anzac = serialOfDate(year, 4, 25);
  if (!isWeekend(anzac)) holidays.set(anzac, 'Anzac Day');
  const firstOfJune = serialOfDate(year, 6, 1);
  const firstMonday = firstOfJune + ((MONDAY - weekdayOf(firstOfJune) + 7) % 7);
  holidays.set(firstMonday + 7, "King's Birthday");
  // Christmas and Boxing Day on a weekend move to the first weekdays after 26 December that are
  // not already holidays: Saturday 25 gives Monday 27 and Tuesday 28; Sunday 25 gives Tuesday 27.
  const christmas = [
    { serial: serialOfDate(year, 12, 25), name: 'Christmas Day' },
    { serial: serialOfDate(year, 12, 26), name: 'Boxing Day' },
  ];
  for (const { serial, name } of christmas) if (!isWeekend(serial)) holidays.set(serial, name);
  for (const { serial, name } of christmas) {
    if (!isWeekend(serial)) continue;
    let substitute = serialOfDate(year, 12, 27);
    while (isWeekend(substitute) || holidays.has(substitute)) substitute += 1;
    holidays.set(substitute, `${name} (observed)`);
  }
  const named = new Map(
    [...holidays].sort(([a], [b]) => a - b).map(([serial, name]) => [dayOfSerial(serial), name]),
  );
  holidaysByYear.set(year, named);
  return named;
}

const yearOf = (day: SydneyDay) => Number(day.slice(0, 4));

export function isTradingDay(day: SydneyDay): boolean {
  return !isWeekend(serialOf(day)) && !asxHolidays(yearOf(day)).has(day);
}

export function nextTradingDay(day: SydneyDay): SydneyDay {
  let next = addDays(day, 1);
  while (!isTradingDay(next)) next = addDays(next, 1);
  return next;
}

export function previousTradingDay(day: SydneyDay): SydneyDay {
  let previous = addDays(day, -1);
  while (!isTradingDay(previous)) previous = addDays(previous, -1);
  return previous;
}

/** The trading days from `from` to `to`, both included. */
export function tradingDaysBetween(from: SydneyDay, to: SydneyDay): SydneyDay[] {
  const days: SydneyDay[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) if (isTradingDay(day)) days.push(day);
  return days;
}

function closesEarly(day: SydneyDay): boolean {
  if (day.endsWith('-12-31')) return true;
  const christmasEve = `${day.slice(0, 4)}-12-24`;
  const lastBeforeChristmas = isTradingDay(christmasEve)
    ? christmasEve
    : previousTradingDay(christmasEve);
  return day === lastBeforeChristmas;
}

const sessions = new Map<SydneyDay, Session | null>();

/** The session of a Sydney calendar day, or null when ASX does not trade that day. */
export function sessionOf(day: SydneyDay): Session | null {
  const known = sessions.get(day);
  if (known !== undefined) return known;
  let session: Session | null = null;
  if (isTradingDay(day)) {
    const earlyClose = closesEarly(day);
    const close = earlyClose ? EARLY_CLOSE : CLOSE;
    session = {
      day,
      open: sydneyTime(day, OPEN.hour, OPEN.minute),
      close: sydneyTime(day, close.hour, close.minute),
      earlyClose,
    };
  }
  sessions.set(day, session);
  return session;
}

/** The session trading at `at`, or null between sessions. */
export function sessionAt(at: Date): Session | null {
  const session = sessionOf(sydneyDayOf(at));
  return session && session.open <= at && at < session.close ? session : null;
}

export function isMarketOpen(at: Date): boolean {
  return sessionAt(at) !== null;
}

/** The session trading at `at`, or else the last one to have closed before it. */
export function lastSessionAtOrBefore(at: Date): Session {
  const day = sydneyDayOf(at);
  const today = sessionOf(day);
  if (today && today.open <= at) return today;
  return sessionOf(previousTradingDay(day)) as Session;
}

/** The first session to open after `at`. */
export function nextOpenAfter(at: Date): Date {
  const day = sydneyDayOf(at);
  const today = sessionOf(day);
  if (today && at < today.open) return today.open;
  return (sessionOf(nextTradingDay(day)) as Session).open;
}

/** `at` itself while the market trades, else the next open: when a test will see prices move. */
export function marketOpenAtOrAfter(at: Date): Date {
  return isMarketOpen(at) ? at : nextOpenAfter(at);
}
