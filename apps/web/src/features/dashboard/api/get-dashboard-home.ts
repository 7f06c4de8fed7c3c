import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphql, request, type ResultOf } from '@/lib/graphql';
import { dashboardKeys } from './dashboard-keys';

/** What a row of the home's attention lists shows of a question. */
const HomeQuestionFields = graphql(`
  fragment HomeQuestionFields on Enquiry @_unmask {
    _id
    enquiryType
    subject
    question
    isGuest
    isSampleQuestion
    isDeletedInvestor
    isRemovedCompany
    investor {
      _id
      firstName
      lastName
      email
      investorStatus
    }
    sentiment {
      label
    }
    unread
    createdAt
  }
`);

/**
 * The whole home in one round trip (spec §7 "Dashboard bundle"). Sections the member may not view
 * are left out of the request by @include, so the server is never asked what it would refuse.
 */
const GetDashboardHome = graphql(
  `
    query GetDashboardHome(
      $board: Boolean!
      $announcements: Boolean!
      $calendar: Boolean!
      $team: Boolean!
      $from: DateTime!
      $to: DateTime!
    ) {
      newAndTotalOutstandingQuestions @include(if: $board) {
        new
        total
      }
      waitingLongest: getKanbanBoardQuestionV2(
        boardStatus: outstanding
        limit: 5
        oldestFirst: true
      ) @include(if: $board) {
        items {
          ...HomeQuestionFields
        }
      }
      assignedToMe: getKanbanBoardQuestionV2(
        boardStatus: outstanding
        limit: 5
        assignedToMe: true
      ) @include(if: $board) {
        items {
          ...HomeQuestionFields
        }
        meta {
          totalItems
        }
      }
      draftsToSend: getKanbanBoardQuestionV2(boardStatus: drafted, limit: 5) @include(if: $board) {
        items {
          ...HomeQuestionFields
        }
        meta {
          totalItems
        }
      }
      getTotalInterestedAndInvestedInvestor {
        interested
        invested
        total
      }
      getCompanyAnnouncements(status: published, limit: 3) @include(if: $announcements) {
        items {
          _id
          title
          announcementType
          publishedDate
          seenPercentage
          questionsAsked
        }
      }
      getCompanyEvents(from: $from, to: $to) @include(if: $calendar) {
        _id
        title
        startTime
        endTime
        allDay
        location
        onlineUrl
      }
      getTeamMembers(limit: 6) @include(if: $team) {
        items {
          _id
          invitationAccepted
          teamMemberRole
          teamMember {
            _id
            firstName
            lastName
            email
            profileImage
            jobTitle
          }
        }
        meta {
          totalItems
        }
      }
      getOnboardingChecklistData {
        addCompanyBio
        addCompanyLogo
        addExecutive
        addFAQ
        inviteInvestors
        completionTime
        showOnboardingChecklist
      }
    }
  `,
  [HomeQuestionFields],
);

export type DashboardHome = ResultOf<typeof GetDashboardHome>;
export type HomeQuestion = ResultOf<typeof HomeQuestionFields>;
export type OnboardingChecklistData = DashboardHome['getOnboardingChecklistData'];

/** The sections of the home the member's page permissions open. */
export interface HomeSections {
  board: boolean;
  announcements: boolean;
  calendar: boolean;
  team: boolean;
}

/** Events from now until this many days ahead are "upcoming". */
export const UPCOMING_DAYS = 30;
const DAY = 24 * 60 * 60 * 1000;

/**
 * The home's data. `enabled` waits for the member's permissions; while a refetch (a live board
 * event) runs, the page keeps what it shows.
 */
export function useDashboardHome(sections: HomeSections, enabled: boolean) {
  return useQuery({
    queryKey: dashboardKeys.home(sections),
    enabled,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const from = new Date();
      const to = new Date(from.getTime() + UPCOMING_DAYS * DAY);
      return request(
        GetDashboardHome,
        { ...sections, from: from.toISOString(), to: to.toISOString() },
        { signal },
      );
    },
  });
}
