import {
  Group,
  Modal,
  MultiSelect,
  Select,
  Stack,
  Switch,
  TextInput,
  Textarea,
} from '@mantine/core';
import {
  AUSTRALIAN_TIME_ZONES,
  DEFAULT_EVENT_TIME_ZONE,
  EVENT_LIMITS,
  companyEventSchema,
  eventTimeLabel,
  parseWallTime,
  wallTimeIn,
  zonedTimeToInstant,
} from '@quorum/shared';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { FormError } from '@/components/form/form-error';
import { useAttachmentUploads } from '@/hooks/use-attachment-uploads';
import { useMemberFlags } from '@/lib/permissions/use-permissions';
import { uploadFile } from '@/lib/uploads/upload-file';
import { ModalActions } from '@/components/modals/modal-actions';
import type { CompanyEvent } from '../api/event-fields';
import { useEventTeam } from '../api/get-team';
import { EventAttachmentsField } from './event-attachments-field';
import { useSaveEvent } from '../api/save-event';
import type { EventFormValues } from '../api/save-event';
import { viewerTimeZone } from './event-time';

/** The form's values for an event, or for a new one starting at `start` (an hour long). */
function initialValues(event: CompanyEvent | null, start: Date): EventFormValues {
  if (event) {
    const lastDay = new Date(new Date(event.endTime).getTime() - 1);
    return {
      title: event.title,
      startTime: wallTimeIn(new Date(event.startTime), event.timeZone),
      endTime: wallTimeIn(event.allDay ? lastDay : new Date(event.endTime), event.timeZone),
      timeZone: event.timeZone,
      allDay: event.allDay,
      location: event.location ?? '',
      onlineUrl: event.onlineUrl ?? '',
      description: event.description ?? '',
      allTeam: event.allTeam,
      attendeeIds: event.eventAttendies.map((p) => p._id),
      attachments: event.attachment.map((file) => file.key),
    };
  }
  const zone = AUSTRALIAN_TIME_ZONES.some((z) => z.zone === viewerTimeZone())
    ? viewerTimeZone()
    : DEFAULT_EVENT_TIME_ZONE;
  const begins = wallTimeIn(start, zone).slice(0, 11) + '10:00';
  return {
    title: '',
    startTime: begins,
    endTime: begins.slice(0, 11) + '11:00',
    timeZone: zone,
    allDay: false,
    location: '',
    onlineUrl: '',
    description: '',
    allTeam: true,
    attendeeIds: [],
    attachments: [],
  };
}

/** The start as the viewer will see it, when their zone differs: 'That is 13:00 AEDT for you.' */
function viewerHint(values: EventFormValues) {
  const wall = parseWallTime(values.startTime);
  if (!wall || values.allDay) return undefined;
  const label = eventTimeLabel(
    zonedTimeToInstant(wall, values.timeZone),
    values.timeZone,
    viewerTimeZone(),
  );
  return label;
}

export function EventFormModal({
  opened,
  event,
  defaultStart,
  onClose,
}: {
  opened: boolean;
  event: CompanyEvent | null;
  defaultStart: Date | undefined;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={event ? 'Edit event' : 'New event'}
      size="lg"
      centered
    >
      {opened ? (
        <EventForm event={event} defaultStart={defaultStart ?? new Date(0)} onDone={onClose} />
      ) : null}
    </Modal>
  );
}

function EventForm({
  event,
  defaultStart,
  onDone,
}: {
  event: CompanyEvent | null;
  defaultStart: Date;
  onDone: () => void;
}) {
  const [values, setValues] = useState(() => initialValues(event, defaultStart));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const save = useSaveEvent();
  const team = useEventTeam(!values.allTeam);
  const premium = useMemberFlags().plan === 'premium';
  const uploads = useAttachmentUploads(
    (content, name) => uploadFile('event-attachment', content, name),
    event?.attachment ?? [],
  );
  const set = <K extends keyof EventFormValues>(key: K, value: EventFormValues[K]) =>
    setValues((was) => ({ ...was, [key]: value }));

  const zones = AUSTRALIAN_TIME_ZONES.some((z) => z.zone === values.timeZone)
    ? AUSTRALIAN_TIME_ZONES.map((z) => ({ value: z.zone, label: z.label }))
    : [
        { value: values.timeZone, label: values.timeZone },
        ...AUSTRALIAN_TIME_ZONES.map((z) => ({ value: z.zone, label: z.label })),
      ];

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // The shared rules, shown early; the server checks them again.
    const sent = { ...values, attachments: uploads.keys };
    const parsed = companyEventSchema.safeParse(sent);
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues)
        errors[String(issue.path[0] ?? '_')] ??= issue.message;
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    save.mutate({ eventId: event?._id, values: sent }, { onSuccess: onDone });
  };

  const dateType = values.allDay ? 'date' : 'datetime-local';
  const shown = (wall: string) => (values.allDay ? wall.slice(0, 10) : wall);
  const taken = (input: string) => (values.allDay ? `${input}T00:00` : input);
  const hint = viewerHint(values);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Title"
          required
          data-autofocus
          maxLength={EVENT_LIMITS.titleMaxLength}
          value={values.title}
          onChange={(e) => set('title', e.currentTarget.value)}
          error={fieldErrors.title}
        />
        <Switch
          label="All day"
          checked={values.allDay}
          onChange={(e) => set('allDay', e.currentTarget.checked)}
        />
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            type={dateType}
            label="Starts"
            required
            miw={200}
            value={shown(values.startTime)}
            onChange={(e) => set('startTime', taken(e.currentTarget.value))}
            error={fieldErrors.startTime}
          />
          <TextInput
            type={dateType}
            label={values.allDay ? 'Last day' : 'Ends'}
            required
            miw={200}
            value={shown(values.endTime)}
            onChange={(e) => set('endTime', taken(e.currentTarget.value))}
            error={fieldErrors.endTime}
          />
        </Group>
        <Select
          label="Time zone"
          description={hint ? `Times are in this zone: ${hint}` : 'Times are in this zone.'}
          data={zones}
          value={values.timeZone}
          allowDeselect={false}
          onChange={(zone) => zone && set('timeZone', zone)}
          error={fieldErrors.timeZone}
        />
        <TextInput
          label="Location"
          maxLength={EVENT_LIMITS.locationMaxLength}
          value={values.location}
          onChange={(e) => set('location', e.currentTarget.value)}
          error={fieldErrors.location}
        />
        <TextInput
          label="Online link"
          type="url"
          placeholder="https://"
          value={values.onlineUrl}
          onChange={(e) => set('onlineUrl', e.currentTarget.value)}
          error={fieldErrors.onlineUrl}
        />
        <Textarea
          label="Description"
          autosize
          minRows={2}
          maxRows={6}
          maxLength={EVENT_LIMITS.descriptionMaxLength}
          value={values.description}
          onChange={(e) => set('description', e.currentTarget.value)}
          error={fieldErrors.description}
        />
        <Switch
          label="All team"
          description="Invite the whole team, or choose the attendees."
          checked={values.allTeam}
          onChange={(e) => set('allTeam', e.currentTarget.checked)}
        />
        {values.allTeam ? null : (
          <MultiSelect
            label="Attendees"
            data={team.data ?? []}
            value={values.attendeeIds}
            onChange={(ids) => set('attendeeIds', ids)}
            searchable
            placeholder={team.isPending ? 'Loading the team…' : 'Choose team members'}
            error={team.isError ? team.error.message : (fieldErrors.attendeeIds ?? undefined)}
          />
        )}
        <EventAttachmentsField uploads={uploads} premium={premium} />
        <FormError message={save.error?.message} />
        <ModalActions
          onCancel={onDone}
          confirmLabel={event ? 'Save event' : 'Create event'}
          confirming={save.isPending}
          confirmDisabled={uploads.uploading}
          stackOnPhone
        />
      </Stack>
    </form>
  );
}
