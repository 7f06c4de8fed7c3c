import { Container, List, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { RETENTION_DAYS } from '@quorum/shared';
import type { ReactNode } from 'react';

const years = (days: number) => Math.round(days / 365);

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section">
      <Title order={2} fz="xl">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/**
 * Quorum's own privacy policy (APP 1), as the operator of the service: public, linked from every
 * web form's privacy notice. The periods are read from RETENTION_DAYS, so the policy says what
 * the purge job does.
 */
export function QuorumPrivacyPolicyPage() {
  useDocumentTitle('Privacy policy · Quorum');
  return (
    <Container component="main" size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1}>Quorum privacy policy</Title>
        <Text>
          Quorum is an investor relations service. Listed companies use it to receive and answer
          their investors' questions. This policy says what personal information Quorum handles,
          why, who sees it, how long it is kept and how to ask about it, under the Australian
          Privacy Principles (Privacy Act 1988).
        </Text>

        <Part title="Who is responsible">
          <Text>
            When you ask a company a question through Quorum (for example with the form on its
            website), the company collects your information and Quorum stores and processes it for
            the company as its service provider. The company's own privacy policy, linked from its
            form, governs how it uses your information. Quorum handles its own users' (company
            staff's) account information itself.
          </Text>
        </Part>

        <Part title="What we collect">
          <List spacing="xs">
            <List.Item>
              Investors who ask a question: your first name, last name if you give it, email
              address, your question and any follow-up, and the company's replies to you.
            </List.Item>
            <List.Item>
              Company staff: name, email address, job title, mobile number if given, profile
              picture, password (stored only as a salted hash), the sessions and devices you sign in
              from (device type and network address) and the pages you visit in Quorum.
            </List.Item>
          </List>
        </Part>

        <Part title="Why">
          <Text>
            To deliver your question to the company, let its team answer you by email, and keep the
            company's record of its investor relations; for staff, to run your account, keep it
            secure, and send the emails you ask for. Quorum does not sell personal information, use
            it for advertising, or send it overseas for those purposes.
          </Text>
        </Part>

        <Part title="Who sees it">
          <Text>
            The company's investor relations team, according to the roles the company gives them.
            Investors' mobile numbers are shown only to team members who may reply. Quorum's
            operators see information only to run and secure the service. Email is sent through our
            mail provider.
          </Text>
        </Part>

        <Part title="How long we keep it">
          <List spacing="xs">
            <List.Item>
              Questions and their replies: until {years(RETENTION_DAYS.closedEnquiry)} years after
              the question was last changed once it is resolved or archived.
            </List.Item>
            <List.Item>
              Notifications to staff: {years(RETENTION_DAYS.notification)} year.
            </List.Item>
            <List.Item>Emails, once sent: {RETENTION_DAYS.sentEmail} days.</List.Item>
            <List.Item>
              Ended sign-in sessions: {RETENTION_DAYS.endedSession} days; page visits:{' '}
              {years(RETENTION_DAYS.pageVisit)} year; expired codes and links:{' '}
              {RETENTION_DAYS.expiredCode} day.
            </List.Item>
            <List.Item>
              Everything of a company goes when it removes its account; an investor's information
              goes when the company erases it at their request.
            </List.Item>
          </List>
        </Part>

        <Part title="Your rights: access, correction, erasure">
          <Text>
            Ask the company you wrote to, through its investor relations contact. Its team can give
            you a copy of your information, correct it or erase it with Quorum's privacy request
            tool, and each request is recorded; the Australian Privacy Principles ask for an answer
            within 30 days. Company staff see and correct their own details on their Profile page.
          </Text>
        </Part>

        <Part title="Security">
          <Text>
            Information travels encrypted, passwords and codes are stored only as hashes, every
            company's information is kept apart from every other's, and access is logged. If a
            breach is likely to cause serious harm, we tell the company, the people affected and the
            Office of the Australian Information Commissioner.
          </Text>
        </Part>

        <Part title="Complaints">
          <Text>
            Complain first to the company you wrote to; it answers within 30 days, and Quorum helps
            it look into anything Quorum did. If you are not satisfied, you may complain to the
            Office of the Australian Information Commissioner (OAIC) at oaic.gov.au or on 1300 363
            992.
          </Text>
        </Part>
      </Stack>
    </Container>
  );
}
