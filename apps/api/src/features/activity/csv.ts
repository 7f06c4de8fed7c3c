import { AUDIT_AREA_LABELS } from '@quorum/shared';
import type { AuditArea } from '@quorum/shared';
import type { ActivityView } from './presenters';

/** Excel and Numbers open a UTF-8 file as such only when it starts with the byte-order mark. */
export const UTF8_BOM = '\uFEFF';

export const CSV_HEADER = [
  'Date (UTC)',
  'Person',
  'Email',
  'Role',
  'Job title',
  'Area',
  'Action',
  'Description',
  'Subject type',
  'Subject id',
  'Subject',
  'Before',
  'After',
  'IP address',
  'Device',
];

/**
 * One cell, quoted where needed. A cell a spreadsheet would read as a formula (= + - @, a tab or
 * a carriage return first) gets a leading apostrophe: a name or a question an investor typed as
 * "=HYPERLINK(…)" stays text (OWASP's CSV injection advice).
 */
export function csvCell(value: string | null | undefined): string {
  let cell = value ?? '';
  if (/^[=+\-@\t\r]/.test(cell)) cell = `'${cell}`;
  return /[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

export const csvLine = (cells: (string | null | undefined)[]) =>
  `${cells.map(csvCell).join(',')}\r\n`;

const areaLabel = (area: string) => AUDIT_AREA_LABELS[area as AuditArea] ?? 'Page visits';

export function activityCsvLine(row: ActivityView): string {
  return csvLine([
    row.createdAt.toISOString(),
    row.actor.name,
    row.actor.email,
    row.actor.role,
    row.actor.jobTitle,
    areaLabel(row.area),
    row.action,
    row.activityDescription,
    row.subject.type,
    row.subject.id,
    row.subject.label,
    row.before ? JSON.stringify(row.before) : '',
    row.after ? JSON.stringify(row.after) : '',
    row.ip,
    row.device,
  ]);
}
