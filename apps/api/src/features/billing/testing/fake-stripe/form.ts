/**
 * Stripe's request encoding, read back: `items[0][price]=p&metadata[companyId]=c` (the SDK's
 * indexed bracket form, in a POST body or a GET query string) into nested objects and arrays of
 * strings. An empty value is Stripe's way of clearing a field (`cancel_at=`): it reads as ''.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type Form = { [key: string]: FormValue };

export function parseForm(text: string): Form {
  const root: Form = {};
  for (const pair of text.split('&')) {
    if (pair === '') continue;
    const [rawKey = '', rawValue = ''] = splitOnce(pair, '=');
    const key = decode(rawKey);
    const value = decode(rawValue);
    const head = key.split('[', 1)[0] ?? key;
    const path = [head, ...[...key.slice(head.length).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1]!)];
    assign(root, path, value);
  }
  return root;
}

const decode = (text: string) => decodeURIComponent(text.replace(/\+/g, ' '));

function splitOnce(text: string, separator: string): [string, string] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + 1)];
}

function assign(container: Form | FormValue[], path: string[], value: string) {
  const [segment, ...rest] = path;
  if (segment === undefined) return;
  const slot = Array.isArray(container)
    ? Number(segment === '' ? container.length : segment)
    : segment;
  const target = container as Record<string | number, FormValue>;
  if (rest.length === 0) {
    target[slot] = value;
    return;
  }
  const nextIsIndex = /^\d*$/.test(rest[0]!);
  if (target[slot] === undefined || typeof target[slot] === 'string')
    target[slot] = nextIsIndex ? [] : {};
  assign(target[slot] as Form | FormValue[], rest, value);
}

/** A form field read as what Stripe's API means by it. */
export const read = {
  string(value: FormValue | undefined): string | undefined {
    return typeof value === 'string' && value !== '' ? value : undefined;
  },
  number(value: FormValue | undefined): number | undefined {
    if (typeof value !== 'string' || value === '') return undefined;
    const parsed = Number(value);
    if (!Number.isFinite(parsed)) throw new TypeError(`not a number: ${value}`);
    return parsed;
  },
  boolean(value: FormValue | undefined): boolean | undefined {
    return typeof value === 'string' && value !== '' ? value === 'true' : undefined;
  },
  object(value: FormValue | undefined): Form {
    return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
  },
  list(value: FormValue | undefined): FormValue[] {
    if (Array.isArray(value)) return value.filter((item) => item !== undefined);
    // qs also sends an array as `a[0]`, which an object-shaped container holds as keys 0, 1, …
    if (value && typeof value === 'object') return Object.values(value);
    return [];
  },
  strings(value: FormValue | undefined): string[] {
    return read.list(value).filter((item): item is string => typeof item === 'string');
  },
  metadata(value: FormValue | undefined): Record<string, string> {
    return Object.fromEntries(
      Object.entries(read.object(value)).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
      ),
    );
  },
};
