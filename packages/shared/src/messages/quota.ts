/** Upload storage quota messages (ours: the spec is silent). */
export const quotaMessages = {
  // (ours) a person's own uploads (profile images and everything they uploaded for a company).
  personFull: (usedGb: string, quotaGb: number) =>
    `You have used ${usedGb} GB of your ${quotaGb} GB of uploads. Please remove files you no longer need, or contact support.`,
  // (ours) everything the company's team has uploaded.
  companyFull: (usedGb: string, quotaGb: number) =>
    `Your company has used ${usedGb} GB of its ${quotaGb} GB of uploads. Please remove files you no longer need, or contact support.`,
} as const;
