import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql, request } from '@/lib/graphql';
import { activityKeys } from './activity-keys';

const GetActivityRetention = graphql(`
  query GetActivityRetention {
    getActivityRetention {
      retentionDays
      label
      mayChange
      options {
        days
        label
      }
    }
  }
`);

const UpdateActivityRetention = graphql(`
  mutation UpdateActivityRetention($retentionDays: Int!) {
    updateActivityRetention(retentionDays: $retentionDays) {
      retentionDays
      label
      mayChange
      options {
        days
        label
      }
    }
  }
`);

export function useActivityRetention() {
  return useQuery({
    queryKey: activityKeys.retention(),
    queryFn: async ({ signal }) =>
      (await request(GetActivityRetention, {}, { signal })).getActivityRetention,
  });
}

export function useUpdateActivityRetention() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (retentionDays: number) =>
      (await request(UpdateActivityRetention, { retentionDays })).updateActivityRetention,
    onSuccess: (retention) => {
      client.setQueryData(activityKeys.retention(), retention);
      // The change is itself in the history.
      void client.invalidateQueries({ queryKey: activityKeys.lists() });
    },
  });
}
