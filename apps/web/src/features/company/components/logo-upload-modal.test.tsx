import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@quorum/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/graphql';
import { compressImage } from '@/lib/uploads/compress-image';
import { uploadFile } from '@/lib/uploads/upload-file';
import { renderCompanyDetails } from '../testing/company-fixtures';

// The browser's canvas and the upload endpoint are not in jsdom; the end-to-end test uses both.
vi.mock('@/lib/uploads/compress-image', () => ({ compressImage: vi.fn() }));
vi.mock('@/lib/uploads/upload-file', () => ({ uploadFile: vi.fn() }));

const png = (bytes = 2048, name = 'logo.png') =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(compressImage).mockImplementation(async (file) => file);
  vi.mocked(uploadFile).mockResolvedValue({ key: 'new-logo.png', url: '/files/new-logo.png' });
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

/** Opens "Upload company logo" and answers the dialog and a user who may pick any file type. */
async function openLogoModal(handlers = {}) {
  const api = renderCompanyDetails({
    handlers: {
      UpdateCompanyLogo: () => ({
        data: { updateCompanyLogo: { message: messages.company.logoUpdated } },
      }),
      ...handlers,
    },
  });
  // The file dialog would filter by type; a dropped file is not filtered, so neither is this one.
  const user = userEvent.setup({ applyAccept: false });
  await user.click(await screen.findByRole('button', { name: 'Upload company logo' }));
  const dialog = await screen.findByRole('dialog', { name: 'Upload company logo' });
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
  const save = within(dialog).getByRole('button', { name: 'Save' });
  return { ...api, user, dialog, input, save };
}

describe('the company logo upload', () => {
  it('shows the drop zone with the spec wording, and Save waits for an image', async () => {
    const { dialog, save } = await openLogoModal();
    expect(within(dialog).getByText('Drop here to upload')).toBeInTheDocument();
    expect(within(dialog).getByText('Upload JPG, PNG (max 5MB)')).toBeInTheDocument();
    expect(save).toBeDisabled();
  });

  it('compresses and previews the image, then uploads it and attaches its key', async () => {
    const { user, dialog, input, save, calls } = await openLogoModal();
    await user.upload(input, png());
    expect(await within(dialog).findByAltText('Preview of the new logo')).toBeInTheDocument();
    expect(compressImage).toHaveBeenCalledWith(expect.any(File), {
      maxSizeMB: 1,
      maxWidthOrHeight: 600,
    });
    await user.click(save);
    expect(await screen.findByText(messages.company.logoUpdated)).toBeInTheDocument();
    expect(uploadFile).toHaveBeenCalledWith('company-logo', expect.any(File), 'logo.png');
    expect(calls.find((c) => c.operation === 'UpdateCompanyLogo')?.variables).toEqual({
      companyLogo: 'new-logo.png',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it.each([
    ['a logo over 5 MB', () => png(5 * 1024 * 1024 + 1, 'big.png'), messages.uploads.logoTooLarge],
    [
      'a file that is not a JPG or PNG',
      () => new File(['%PDF-1.4'], 'logo.pdf', { type: 'application/pdf' }),
      messages.uploads.imageWrongType,
    ],
  ])('refuses %s with its message and keeps Save disabled', async (_name, file, message) => {
    const { user, dialog, input, save } = await openLogoModal();
    await user.upload(input, file());
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(save).toBeDisabled();
    expect(uploadFile).not.toHaveBeenCalled();
  });

  it('refuses a file the browser cannot read as an image, such as a renamed .exe', async () => {
    vi.mocked(compressImage).mockRejectedValueOnce(new Error('not an image'));
    const { user, dialog, input, save } = await openLogoModal();
    await user.upload(input, png(512, 'setup.png'));
    expect(await within(dialog).findByText(messages.uploads.disguised)).toBeInTheDocument();
    expect(save).toBeDisabled();
  });

  it("shows the server's refusal in the dialog and attaches nothing", async () => {
    vi.mocked(uploadFile).mockRejectedValueOnce(
      new ApiError('BAD_USER_INPUT', messages.uploads.disguised),
    );
    const { user, dialog, input, save, calls } = await openLogoModal();
    await user.upload(input, png());
    await within(dialog).findByAltText('Preview of the new logo');
    await user.click(save);
    expect(await within(dialog).findByText(messages.uploads.disguised)).toBeInTheDocument();
    expect(calls.some((c) => c.operation === 'UpdateCompanyLogo')).toBe(false);
  });

  it('discards the chosen image on Cancel, so the old logo stays', async () => {
    const { user, dialog, input, calls } = await openLogoModal();
    await user.upload(input, png());
    await within(dialog).findByAltText('Preview of the new logo');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(uploadFile).not.toHaveBeenCalled();
    expect(calls.some((c) => c.operation === 'UpdateCompanyLogo')).toBe(false);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview');
  });
});
