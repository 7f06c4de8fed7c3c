import { useMutation } from '@tanstack/react-query';
import { graphql, request } from '@/lib/graphql';

const SendEmailOtp = graphql(`
  mutation SendEmailOtp($email: String!) {
    sendEmailOtp(email: $email) {
      message
      otpExpiresAt
    }
  }
`);

/** Resend code: the server emails a fresh code and says when it expires. */
export function useSendEmailOtp() {
  return useMutation({
    mutationFn: async (email: string) =>
      (await request(SendEmailOtp, { email }, { auth: 'public' })).sendEmailOtp,
  });
}
