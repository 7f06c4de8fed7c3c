import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql, request } from '@/lib/graphql';

/** Query keys of the investor page's switch (per company: the cache is reset on a switch). */
export const investorHubKeys = {
  all: ['investorHub'] as const,
  setting: () => [...investorHubKeys.all, 'setting'] as const,
};

const GetInvestorHub = graphql(`
  query GetInvestorHub {
    getInvestorHub {
      enabled
      asxCode
      link
    }
  }
`);

const UpdateInvestorHub = graphql(`
  mutation UpdateInvestorHub($enabled: Boolean!) {
    updateInvestorHub(enabled: $enabled) {
      enabled
      asxCode
      link
    }
  }
`);

/** Whether the company's public investor page is on, and its address. */
export function useInvestorHub({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: investorHubKeys.setting(),
    queryFn: async ({ signal }) => (await request(GetInvestorHub, {}, { signal })).getInvestorHub,
    enabled,
  });
}

/** Switches the page on or off; the answer is the setting as saved. */
export function useUpdateInvestorHub() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (enabled: boolean) =>
      (await request(UpdateInvestorHub, { enabled })).updateInvestorHub,
    onSuccess: (setting) => queryClient.setQueryData(investorHubKeys.setting(), setting),
  });
}
