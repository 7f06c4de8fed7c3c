import { Notifications, notifications } from '@mantine/notifications';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@quorum/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeSignIn } from '@/lib/session';
import { fakeGraphQL, graphQLError, makeSignIn } from '@/testing/fake-graphql';
import { renderRoutes } from '@/testing/render-with-providers';
import { ContactUsPage } from '../routes/contact-us-page';

const text = messages.feedback;
const sent = () => ({ data: { sendMessageToQuorum: { message: text.messageSent } } });

function renderContactPage(handlers: Parameters<typeof fakeGraphQL>[0]) {
  storeSignIn(makeSignIn());
  const api = fakeGraphQL(handlers);
  renderRoutes(
    [
      {
        path: '/dashboard/contact-us',
        element: (
          <>
            <ContactUsPage />
            <Notifications />
          </>
        ),
      },
    ],
    '/dashboard/contact-us',
  );
  const user = userEvent.setup();
  const calls = () => api.calls.filter((call) => call.operation === 'SendMessageToQuorum');
  return { user, calls };
}

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

describe('the Contact us page', () => {
  it('asks for a subject and a message before sending', async () => {
    const { user, calls } = renderContactPage({ SendMessageToQuorum: sent });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(text.subjectRequired)).toBeInTheDocument();
    expect(screen.getByText(text.messageRequired)).toBeInTheDocument();
    expect(calls()).toHaveLength(0);
  });

  it('sends the message, says it went and empties the form for the next one', async () => {
    const { user, calls } = renderContactPage({ SendMessageToQuorum: sent });
    await user.type(screen.getByLabelText('Subject'), 'Yearly billing');
    await user.type(screen.getByLabelText('Message'), 'Can we pay for a year at once?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(text.messageSent)).toBeInTheDocument();
    expect(calls()[0]?.variables).toEqual({
      subject: 'Yearly billing',
      message: 'Can we pay for a year at once?',
    });
    expect(screen.getByLabelText('Subject')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it('keeps the words when the server is busy and says how long to wait', async () => {
    const wait = 'Too many attempts. Please try again in 40 minutes.';
    const { user } = renderContactPage({
      SendMessageToQuorum: () => graphQLError('TOO_MANY_REQUESTS', wait),
    });
    await user.type(screen.getByLabelText('Subject'), 'Hello');
    await user.type(screen.getByLabelText('Message'), 'Again');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(wait)).toBeInTheDocument();
    expect(screen.getByLabelText('Subject')).toHaveValue('Hello');
  });
});
