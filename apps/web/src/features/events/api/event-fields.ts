import { graphql } from '@/lib/graphql';
import type { ResultOf } from '@/lib/graphql';

export const EventFields = graphql(`
  fragment EventFields on CompanyEvent {
    _id
    title
    description
    location
    onlineUrl
    startTime
    endTime
    timeZone
    allDay
    allTeam
    sequence
    eventAttendies {
      _id
      firstName
      lastName
    }
    attachment {
      key
      name
      contentType
      sizeBytes
      url
    }
  }
`);

export type CompanyEvent = ResultOf<typeof EventFields>;
