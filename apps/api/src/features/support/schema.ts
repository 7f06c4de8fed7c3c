/** The help menu's Contact and Give feedback (spec §2 help menu, §5, §7). */
import { builder, MessageResult } from '../../graphql/builder';
import * as service from './service';

// Any member of a company may write to Quorum, whatever their role or page permissions. The
// fields are optional in the schema so that a missing one is answered in the spec's words.
builder.mutationFields((t) => ({
  sendMessageToQuorum: t.field({
    type: MessageResult,
    description: 'A message to Quorum’s support (spec: sendMessageTo{product}).',
    authScopes: { inCompany: true },
    args: { subject: t.arg.string(), message: t.arg.string() },
    resolve: (_root, args, ctx) => service.sendMessageToQuorum(ctx.deps, ctx.requireMember(), args),
  }),
  submitFeedback: t.field({
    type: MessageResult,
    description:
      'Feedback to Quorum; attachment is the key POST /files/feedback-attachment answered (the spec’s uploadFeebackAttachment), or null.',
    authScopes: { inCompany: true },
    args: {
      companyId: t.arg.id({ description: 'Checked against the session’s company, never used.' }),
      title: t.arg.string({ description: 'Reason for feedback' }),
      description: t.arg.string(),
      attachment: t.arg.string(),
    },
    resolve: (_root, args, ctx) => service.submitFeedback(ctx.deps, ctx.requireMember(), args),
  }),
}));
