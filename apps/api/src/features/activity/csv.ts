import { AUDIT_AREA_LABELS } from '@quorum/shared';
import type { AuditArea } from '@quorum/shared';
import { csvLine } from '../../lib/csv';
import type { ActivityView } from './presenters';

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
