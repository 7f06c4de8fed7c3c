import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql, request } from '@/lib/graphql';
import type { ResultOf } from '@/lib/graphql';
import { privacyKeys } from './privacy-keys';

const FindPrivacySubject = graphql(`
  query FindPrivacySubject($email: String!) {
    findPrivacySubject(email: $email) {
      email
      firstName
      lastName
      enquiryCount
      hasAccount
      earlierRequests
    }
  }
`);

const GetPrivacyRequests = graphql(`
  query GetPrivacyRequests {
    getPrivacyRequests {
      _id
      kind
      reference
      handledBy
      createdAt
    }
  }
`);

const ExportPrivacySubject = graphql(`
  mutation ExportPrivacySubject($email: String!) {
    exportPrivacySubject(email: $email) {
      fileName
      json
    }
  }
`);

const CorrectPrivacySubject = graphql(`
  mutation CorrectPrivacySubject($input: CorrectPrivacySubjectInput!) {
    correctPrivacySubject(input: $input) {
      message
    }
  }
`);

const ErasePrivacySubject = graphql(`
  mutation ErasePrivacySubject($input: ErasePrivacySubjectInput!) {
    erasePrivacySubject(input: $input) {
      message
    }
  }
`);

export type PrivacySubject = ResultOf<typeof FindPrivacySubject>['findPrivacySubject'];
export type PrivacyRequestRow = ResultOf<typeof GetPrivacyRequests>['getPrivacyRequests'][number];

/** Finds an investor by email among the company's records (on demand: a search, not a list). */
export function useFindPrivacySubject() {
  return useMutation({
    mutationFn: async (email: string) =>
      (await request(FindPrivacySubject, { email })).findPrivacySubject,
  });
}

export function usePrivacyRequests() {
  return useQuery({
    queryKey: privacyKeys.requests,
    queryFn: async () => (await request(GetPrivacyRequests, {})).getPrivacyRequests,
  });
}

/** Each request is recorded, so every one refreshes the list. */
function useRecorded<TInput, TResult>(call: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: privacyKeys.requests }),
  });
}

export const useExportPrivacySubject = () =>
  useRecorded(
    async (email: string) => (await request(ExportPrivacySubject, { email })).exportPrivacySubject,
  );

export const useCorrectPrivacySubject = () =>
  useRecorded(
    async (input: { email: string; firstName: string; lastName: string; newEmail: string }) =>
      (await request(CorrectPrivacySubject, { input })).correctPrivacySubject,
  );

export const useErasePrivacySubject = () =>
  useRecorded(
    async (input: { email: string; confirmation: string }) =>
      (await request(ErasePrivacySubject, { input })).erasePrivacySubject,
  );
