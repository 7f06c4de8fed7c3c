/**
 * The server's answer to loginWithGoogle or loginWithMicrosoft on a new device: a code was sent
 * to the address the provider vouched for.
 */
export const codeSentTo =
  (field: 'loginWithGoogle' | 'loginWithMicrosoft', email: string) => () => ({
    data: {
      [field]: {
        secondFactorData: null,
        userData: null,
        otpData: {
          message: 'Code sent',
          otpExpiresAt: new Date(Date.now() + 600_000).toISOString(),
          email,
        },
      },
    },
  });
