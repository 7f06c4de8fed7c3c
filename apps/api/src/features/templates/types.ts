import { FREE_PLAN } from '@quorum/shared';
import { builder } from '../../graphql/builder';
import type { TemplateAttachment } from '../../db/schema';
import type { responseTemplates } from '../../db/schema';

export type ResponseTemplateRow = typeof responseTemplates.$inferSelect;

/** A template as the API shows it: with whether the company's plan leaves it read-only. */
export type ResponseTemplateView = ResponseTemplateRow & { readOnly: boolean };

export const TemplateAttachmentType = builder
  .objectRef<TemplateAttachment>('ResponseTemplateAttachment')
  .implement({
    fields: (t) => ({
      key: t.exposeString('key'),
      name: t.exposeString('name'),
      contentType: t.exposeString('contentType'),
      sizeBytes: t.exposeInt('sizeBytes'),
      url: t.string({
        description: 'A signed address to open the file, valid for an hour.',
        resolve: (file, _args, ctx) => ctx.deps.fileUrls.url(file.key),
      }),
    }),
  });

export const ResponseTemplateType = builder
  .objectRef<ResponseTemplateView>('ResponseTemplate')
  .implement({
    description: 'Reusable reply text with up to five attachments (spec §3 "Response template").',
    fields: (t) => ({
      _id: t.exposeID('id'),
      companyId: t.exposeID('companyId'),
      title: t.exposeString('title'),
      content: t.exposeString('content'),
      starred: t.exposeBoolean('starred'),
      deleted: t.boolean({
        description: 'Always false: templates are deleted outright (hardDeleteResponseTemplate).',
        resolve: () => false,
      }),
      attachments: t.expose('attachments', { type: [TemplateAttachmentType] }),
      updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
      readOnly: t.exposeBoolean('readOnly', {
        description: `On Essentials, a template beyond the plan’s first ${FREE_PLAN.customTemplates} (the oldest): kept and usable in replies, but edit, star and delete are refused until the company is on Premium again.`,
      }),
    }),
  });

export const ResponseTemplateListType = builder
  .objectRef<{ items: ResponseTemplateView[]; limit: number | null }>('ResponseTemplateList')
  .implement({
    fields: (t) => ({
      items: t.expose('items', { type: [ResponseTemplateType] }),
      limit: t.exposeInt('limit', {
        nullable: true,
        description: 'How many templates the plan holds (3 on Freemium); null for unlimited.',
      }),
    }),
  });

export const ResponseTemplateInput = builder.inputType('ResponseTemplateInput', {
  fields: (t) => ({
    companyId: t.id(),
    title: t.string(),
    content: t.string(),
    starred: t.boolean(),
    attachments: t.stringList({
      description: 'Keys answered by POST /files/template-attachment, at most five.',
    }),
  }),
});

export const ResponseTemplateDeleteInput = builder.inputType('ResponseTemplateDeleteInput', {
  fields: (t) => ({
    responseTemplateId: t.id({ required: true }),
    companyId: t.id(),
  }),
});
