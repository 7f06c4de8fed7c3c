import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '@/lib/account';
import { graphql, request } from '@/lib/graphql';
import { uploadFile } from '@/lib/uploads/upload-file';

const UpdateCompanyLogo = graphql(`
  mutation UpdateCompanyLogo($companyLogo: String!) {
    updateCompanyLogo(companyLogo: $companyLogo) {
      message
    }
  }
`);

/**
 * Uploads the (already compressed) logo to POST /files/company-logo, then attaches its key. The
 * company's details and the company list (the switcher shows logos) are read again.
 */
export function useUpdateCompanyLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, filename }: { file: Blob; filename: string }) => {
      const { key } = await uploadFile('company-logo', file, filename);
      return (await request(UpdateCompanyLogo, { companyLogo: key })).updateCompanyLogo;
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: accountKeys.companyDetail() }),
        queryClient.invalidateQueries({ queryKey: accountKeys.companyList() }),
      ]),
  });
}
