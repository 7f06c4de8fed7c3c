import { REGISTRY, messages } from '@quorum/shared';

const text = messages.registry;

/**
 * The types browsers report for a .csv file, which differ: text/csv in most, application/vnd.ms-excel
 * on Windows with Excel installed, the two older x- and application/ forms in some, and none at all
 * where the system has no type for the extension. The name must end in .csv as well, so a
 * spreadsheet (.xls, also application/vnd.ms-excel) is still refused.
 */
export const CSV_TYPES = [
  'text/csv',
  'application/vnd.ms-excel',
  'text/x-csv',
  'application/csv',
] as const;

/** What the file dialog offers (react-dropzone's form: type to extensions). */
export const CSV_DIALOG_ACCEPT = Object.fromEntries(CSV_TYPES.map((type) => [type, ['.csv']]));

export const CSV_SIZE_LABEL = `${REGISTRY.csvMaxBytes / (1024 * 1024)} MB`;

const isCsvType = (type: string) => type === '' || (CSV_TYPES as readonly string[]).includes(type);

/**
 * Why a chosen file cannot be imported, in the spec's words (§5 attachments and question registry
 * lines), or null when it may be read: nothing chosen, not a CSV, or over 5 MB.
 */
export function csvFileProblem(file: File | null | undefined): string | null {
  if (!file) return text.csvMissing;
  if (!/\.csv$/i.test(file.name) || !isCsvType(file.type)) return text.csvWrongType;
  if (file.size > REGISTRY.csvMaxBytes) return text.csvTooLarge(CSV_SIZE_LABEL);
  return null;
}
