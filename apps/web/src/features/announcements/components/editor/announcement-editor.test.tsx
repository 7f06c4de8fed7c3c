import { screen, waitFor, within } from '@testing-library/react';
import { messages } from '@quorum/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as UploadsModule from '../../uploads';
import { enqueueAnnouncementUpload } from '../../uploads';
import {
  announcementsAnswer,
  makeAnnouncement,
  renderAnnouncementsPage,
  sentTo,
} from '../../testing/announcements-fixtures';

vi.mock('../../hooks/use-announcement-updates', () => ({
  useAnnouncementUpdates: () => undefined,
}));
vi.mock('../../uploads', async (importOriginal) => ({
  ...(await importOriginal<typeof UploadsModule>()),
  enqueueAnnouncementUpload: vi.fn(() => 'upload-1'),
}));

beforeEach(() => vi.mocked(enqueueAnnouncementUpload).mockClear());

const text = messages.announcementScreens;
const counts = { publishedCount: 0, draftCount: 1, deletedCount: 0 };
const draft = makeAnnouncement({
  announcementId: 'draft-1',
  title: 'Drilling update',
  body: 'Assays from hole 12.',
  status: 'draft',
});

function renderEditor(handlers = {}) {
  return renderAnnouncementsPage({
    handlers: {
      GetCompanyAnnouncements: (variables) => announcementsAnswer([draft], variables, counts),
      CreateAnnouncement: () => ({
        data: { createAnnouncement: { _id: 'new-1', announcementId: 'new-1', status: 'draft' } },
      }),
      CreatePoll: () => ({
        data: { createPoll: { _id: 'poll-1', announcementId: 'poll-1', status: 'published' } },
      }),
      UpdateAnnouncement: () => ({
        data: {
          updateAnnouncement: { _id: 'draft-1', announcementId: 'draft-1', status: 'published' },
        },
      }),
      ...handlers,
    },
  });
}

async function openNew(
  user: ReturnType<typeof renderEditor>['user'],
  button: string = text.newAnnouncement,
) {
  await screen.findAllByRole('article');
  await user.click(screen.getByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: button });
}

const file = (name: string, type: string, bytes: number) => {
  const made = new File(['x'], name, { type });
  Object.defineProperty(made, 'size', { value: bytes });
  return made;
};

describe('The announcement editor', () => {
  it('saves an announcement without a file as a draft directly', async () => {
    const { calls, user } = renderEditor();
    const editor = await openNew(user);
    await user.type(within(editor).getByLabelText('Title'), 'Quarterly activities report');
    await user.type(within(editor).getByLabelText('Text'), 'Cash of $12m at quarter end.');
    await user.click(within(editor).getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(text.savedDraft)).toBeInTheDocument();
    expect(sentTo(calls, 'CreateAnnouncement')).toEqual([
      {
        announcementInput: {
          title: 'Quarterly activities report',
          body: 'Cash of $12m at quarter end.',
          status: 'draft',
          poll: null,
        },
      },
    ]);
    expect(enqueueAnnouncementUpload).not.toHaveBeenCalled();
  });

  it('asks for a title before saving', async () => {
    const { calls, user } = renderEditor();
    const editor = await openNew(user);
    await user.click(within(editor).getByRole('button', { name: 'Publish' }));
    expect(
      await within(editor).findByText(messages.announcements.titleRequired),
    ).toBeInTheDocument();
    expect(sentTo(calls, 'CreateAnnouncement')).toEqual([]);
  });

  it('hands a chosen file to the upload queue with the announcement’s words, and closes at once', async () => {
    const { calls, user } = renderEditor();
    const editor = await openNew(user);
    await user.type(within(editor).getByLabelText('Title'), 'Investor presentation');
    const pdf = file('presentation.pdf', 'application/pdf', 2_400_000);
    await user.upload(within(editor).getByLabelText(text.chooseFile), pdf);
    expect(within(editor).getByText('presentation.pdf')).toBeInTheDocument();
    await user.click(within(editor).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(enqueueAnnouncementUpload).toHaveBeenCalledWith({
      file: pdf,
      announcementInput: { title: 'Investor presentation', body: '', poll: null },
      type: 'published',
    });
    expect(await screen.findByText(text.uploading)).toBeInTheDocument();
    expect(sentTo(calls, 'CreateAnnouncement')).toEqual([]);
  });

  it('refuses a file of a type announcements do not take, in the spec’s words', async () => {
    const { user } = renderEditor();
    const editor = await openNew(user);
    await user.upload(
      within(editor).getByLabelText(text.chooseFile),
      file('setup.exe', 'application/x-msdownload', 1_000),
    );
    expect(await within(editor).findByText('Invalid file type.')).toBeInTheDocument();
    expect(within(editor).queryByText('setup.exe')).not.toBeInTheDocument();
  });

  it('refuses a PDF over 50 MB, and warns of a video over 50 MB but takes it', async () => {
    const { user } = renderEditor();
    const editor = await openNew(user);
    await user.upload(
      within(editor).getByLabelText(text.chooseFile),
      file('annual-report.pdf', 'application/pdf', 52_428_801),
    );
    expect(
      await within(editor).findByText('File size is too big. It must be within 50 MB.'),
    ).toBeInTheDocument();
    await user.upload(
      within(editor).getByLabelText(text.chooseFile),
      file('address.mp4', 'video/mp4', 60 * 1024 * 1024),
    );
    expect(await within(editor).findByText('address.mp4')).toBeInTheDocument();
    expect(within(editor).getByText(messages.uploads.largeVideo)).toBeInTheDocument();
  });

  it('holds a poll of 2 to 6 options: Remove stops at 2, Add stops at 6', async () => {
    const { user } = renderEditor();
    const editor = await openNew(user);
    await user.click(within(editor).getByRole('switch', { name: text.addPoll }));
    const options = () => within(editor).getAllByRole('textbox', { name: /^Option \d$/ });
    expect(options()).toHaveLength(2);
    expect(
      within(editor).queryByRole('button', { name: /^Remove option/ }),
    ).not.toBeInTheDocument();
    for (let n = 3; n <= 6; n += 1)
      await user.click(within(editor).getByRole('button', { name: text.addOption }));
    expect(options()).toHaveLength(6);
    expect(within(editor).queryByRole('button', { name: text.addOption })).not.toBeInTheDocument();
    await user.click(within(editor).getByRole('button', { name: 'Remove option 6' }));
    expect(options()).toHaveLength(5);
    expect(within(editor).getByRole('button', { name: text.addOption })).toBeInTheDocument();
  });

  it('creates a standing poll with its question, options, end and choice', async () => {
    const { calls, user } = renderEditor();
    const editor = await openNew(user, text.newPoll);
    expect(within(editor).queryByLabelText('Title')).not.toBeInTheDocument();
    await user.type(
      within(editor).getByLabelText('Question'),
      'Which meeting format do you prefer?',
    );
    await user.type(within(editor).getByRole('textbox', { name: 'Option 1' }), 'In person');
    await user.type(within(editor).getByRole('textbox', { name: 'Option 2' }), 'In person');
    await user.click(within(editor).getByRole('button', { name: 'Publish' }));
    expect(await within(editor).findByText(messages.polls.optionsDistinct)).toBeInTheDocument();
    await user.clear(within(editor).getByRole('textbox', { name: 'Option 2' }));
    await user.type(within(editor).getByRole('textbox', { name: 'Option 2' }), 'Online');
    await user.click(within(editor).getByRole('radio', { name: text.multipleChoice }));
    await user.click(within(editor).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(text.published)).toBeInTheDocument();
    const [sent] = sentTo(calls, 'CreatePoll');
    expect(sent).toMatchObject({
      status: 'published',
      pollInput: {
        title: 'Which meeting format do you prefer?',
        options: ['In person', 'Online'],
        multipleChoice: true,
      },
    });
    const endsAt = new Date((sent!.pollInput as { endsAt: string }).endsAt).getTime();
    expect(endsAt).toBeGreaterThan(Date.now());
  });

  it('refuses a poll that ends in the past', async () => {
    const { calls, user } = renderEditor();
    const editor = await openNew(user, text.newPoll);
    await user.type(within(editor).getByLabelText('Question'), 'Dividend or buy-back?');
    await user.type(within(editor).getByRole('textbox', { name: 'Option 1' }), 'Dividend');
    await user.type(within(editor).getByRole('textbox', { name: 'Option 2' }), 'Buy-back');
    const ends = within(editor).getByLabelText(text.endsAtLabel);
    await user.clear(ends);
    await user.type(ends, '2020-01-01T10:00');
    await user.click(within(editor).getByRole('button', { name: 'Publish' }));
    expect(await within(editor).findByText(messages.polls.endInPast)).toBeInTheDocument();
    expect(sentTo(calls, 'CreatePoll')).toEqual([]);
  });

  it('publishes a draft from Edit, keeping what it had', async () => {
    const { calls, user } = renderEditor();
    const card = (await screen.findAllByRole('article'))[0]!;
    await user.click(within(card).getByRole('button', { name: 'Actions for “Drilling update”' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const editor = await screen.findByRole('dialog', { name: text.editorEditTitle });
    expect(within(editor).getByLabelText('Title')).toHaveValue('Drilling update');
    await user.click(within(editor).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(text.published)).toBeInTheDocument();
    expect(sentTo(calls, 'UpdateAnnouncement')).toEqual([
      {
        announcementInput: {
          announcementId: 'draft-1',
          title: 'Drilling update',
          body: 'Assays from hole 12.',
          status: 'published',
          poll: null,
        },
      },
    ]);
  });
});
