// An enquiry's thread as the API shows it: the investor's messages and the team's replies (sent
// or drafted), and the team's internal note with its edit history.
import { builder } from '../../graphql/builder';
import { PageMetaType } from '../../core/paging';
import { PersonType } from '../../graphql/people';
import type { PersonView } from '../../graphql/people';
import { BoardInvestorType } from '../board';
import type { BoardInvestor } from '../board';

export interface ReplyFileView {
  key: string;
  name: string;
  type: string;
  size: number;
  /** A signed, expiring address to open the file. */
  url: string;
}

export interface ReplyView {
  id: string;
  enquiryId: string;
  fromQuorum: boolean;
  title: string | null;
  content: string;
  attachments: ReplyFileView[];
  audio: ReplyFileView | null;
  links: string[];
  rating: number | null;
  responder: PersonView | null;
  investor: BoardInvestor | null;
  sentAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface NoteEditView {
  editedBy: PersonView | null;
  editedText: string;
  createdAt: Date;
}

export interface NoteView {
  id: string;
  companyId: string;
  enquiryId: string;
  description: string;
  locked: boolean;
  lockedBy: PersonView | null;
  createdBy: PersonView | null;
  editedBy: PersonView | null;
  editedTexts: NoteEditView[];
  createdAt: Date;
  updatedAt: Date;
}

export const ReplyFileType = builder.objectRef<ReplyFileView>('ReplyFile').implement({
  fields: (t) => ({
    key: t.exposeString('key'),
    name: t.exposeString('name'),
    type: t.exposeString('type'),
    size: t.exposeInt('size'),
    url: t.exposeString('url'),
  }),
});

export const ReplyType = builder.objectRef<ReplyView>('EnquiryReply').implement({
  fields: (t) => ({
    _id: t.exposeID('id'),
    enquiryId: t.exposeID('enquiryId'),
    fromQuorum: t.exposeBoolean('fromQuorum', { description: 'A team reply, not the investor.' }),
    draft: t.boolean({ resolve: (reply) => reply.fromQuorum && reply.sentAt === null }),
    title: t.exposeString('title', { nullable: true }),
    content: t.exposeString('content'),
    attachments: t.expose('attachments', { type: [ReplyFileType] }),
    audio: t.expose('audio', { type: ReplyFileType, nullable: true }),
    links: t.exposeStringList('links'),
    rating: t.exposeInt('rating', { nullable: true }),
    responder: t.expose('responder', { type: PersonType, nullable: true }),
    investor: t.expose('investor', { type: BoardInvestorType, nullable: true }),
    sentAt: t.expose('sentAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

export const ReplyPageType = builder
  .objectRef<{ items: ReplyView[]; meta: typeof PageMetaType.$inferType }>('EnquiryReplyPage')
  .implement({
    fields: (t) => ({
      items: t.expose('items', { type: [ReplyType] }),
      meta: t.expose('meta', { type: PageMetaType }),
    }),
  });

const NoteEditType = builder.objectRef<NoteEditView>('EnquiryNoteEdit').implement({
  fields: (t) => ({
    editedBy: t.expose('editedBy', { type: PersonType, nullable: true }),
    editedText: t.exposeString('editedText'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

export const NoteType = builder.objectRef<NoteView>('EnquiryNote').implement({
  fields: (t) => ({
    _id: t.exposeID('id'),
    companyId: t.exposeID('companyId'),
    enquiryId: t.exposeID('enquiryId'),
    description: t.exposeString('description'),
    locked: t.exposeBoolean('locked'),
    lockedBy: t.expose('lockedBy', { type: PersonType, nullable: true }),
    createdBy: t.expose('createdBy', { type: PersonType, nullable: true }),
    editedBy: t.expose('editedBy', { type: PersonType, nullable: true }),
    editedTexts: t.expose('editedTexts', { type: [NoteEditType] }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

export const AddEnquiryResponseInput = builder.inputType('AddEnquiryResponseInput', {
  fields: (t) => ({
    enquiryId: t.id({ required: true }),
    content: t.string(),
    attachments: t.stringList({
      description: 'Keys from POST /files/enquiry-attachment; at most 5.',
    }),
    audio: t.string({ description: 'A key from POST /files/enquiry-audio.' }),
    draft: t.boolean({
      description: 'Save as the enquiry’s draft (its card goes to Drafted) instead of sending.',
    }),
  }),
});
