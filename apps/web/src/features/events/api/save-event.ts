import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, readFragment, request } from '@/lib/graphql';
import { EventFields } from './event-fields';
import { eventKeys } from './event-keys';

const CreateCompanyEvent = graphql(
  `
    mutation CreateCompanyEvent($input: CreateCompanyEventInput!) {
      createCompanyEvent(createCompanyEventInput: $input) {
        ...EventFields
      }
    }
  `,
  [EventFields],
);

const UpdateCompanyEvent = graphql(
  `
    mutation UpdateCompanyEvent($input: UpdateCompanyEventInput!) {
      updateCompanyEvent(updateCompanyEventInput: $input) {
        ...EventFields
      }
    }
  `,
  [EventFields],
);

export interface EventFormValues {
  title: string;
  startTime: string;
  endTime: string;
  timeZone: string;
  allDay: boolean;
  location: string;
  onlineUrl: string;
  description: string;
  allTeam: boolean;
  attendeeIds: string[];
  /** Keys answered by POST /files/event-attachment (Premium). */
  attachments: string[];
}

/** Creates an event, or edits the one named; the calendar and the header read again. */
export function useSaveEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ eventId, values }: { eventId?: string; values: EventFormValues }) => {
      if (eventId) {
        const { updateCompanyEvent } = await request(UpdateCompanyEvent, {
          input: { eventId, ...values },
        });
        return readFragment(EventFields, updateCompanyEvent);
      }
      const { createCompanyEvent } = await request(CreateCompanyEvent, { input: values });
      return readFragment(EventFields, createCompanyEvent);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}
