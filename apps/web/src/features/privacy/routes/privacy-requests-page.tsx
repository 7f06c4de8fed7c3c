import { Alert, Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { messages } from '@quorum/shared';
import { useState } from 'react';
import { FormError } from '@/components/form/form-error';
import { PageFrame } from '@/components/layouts/page-frame';
import { useMemberFlags } from '@/lib/permissions/use-permissions';
import type { PrivacySubject } from '../api/privacy-requests';
import { useExportPrivacySubject, useFindPrivacySubject } from '../api/privacy-requests';
import { downloadJson } from '../components/download-json';
import { PrivacyCorrectionForm } from '../components/privacy-correction-form';
import { PrivacyEraseForm } from '../components/privacy-erase-form';
import { PrivacyRequestList } from '../components/privacy-request-list';
import { PrivacySubjectSearch } from '../components/privacy-subject-search';

const text = messages.privacy;

/** The investor found, with the three requests the tool answers. */
function SubjectCard({
  subject,
  onDone,
  onCorrected,
}: {
  subject: PrivacySubject;
  onDone: (message: string) => void;
  onCorrected: (message: string, newEmail: string) => void;
}) {
  const exportData = useExportPrivacySubject();
  const download = () =>
    exportData.mutate(subject.email, {
      onSuccess: (answer) => {
        downloadJson(answer.fileName, answer.json);
        onDone(text.exported);
      },
    });
  const name = `${subject.firstName} ${subject.lastName}`.trim();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="privacy-subject-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <div>
            <Title order={2} fz="lg" id="privacy-subject-title">
              {name || subject.email}
            </Title>
            <Text c="dimmed" fz="sm">
              {subject.email} · {text.found(subject.enquiryCount)}
              {subject.earlierRequests > 0
                ? ` ${subject.earlierRequests} earlier ${subject.earlierRequests === 1 ? 'request' : 'requests'}.`
                : ''}
            </Text>
          </div>
          <Button onClick={download} loading={exportData.isPending}>
            Download their data (JSON)
          </Button>
        </Group>
        <FormError message={exportData.error?.message} />
        {subject.hasAccount ? <Text fz="sm">{text.registeredAccountNote}</Text> : null}
        <Divider />
        <PrivacyCorrectionForm key={subject.email} subject={subject} onCorrected={onCorrected} />
        <Divider />
        <PrivacyEraseForm email={subject.email} onErased={onDone} />
      </Stack>
    </Card>
  );
}

/**
 * The privacy request tool (APP 12, 13): members with administrative control find an investor
 * by email, give them their data, correct it or erase it. The server enforces who may; this page
 * only says so early.
 */
export function PrivacyRequestsPage() {
  const flags = useMemberFlags();
  const find = useFindPrivacySubject();
  const [done, setDone] = useState<string | null>(null);
  const [subject, setSubject] = useState<PrivacySubject | null>(null);
  const lookUp = (email: string) => {
    setDone(null);
    find.mutate(email, { onSuccess: setSubject, onError: () => setSubject(null) });
  };
  if (flags.role !== undefined && !flags.hasAdministrativeControl)
    return (
      <PageFrame title={text.pageTitle}>
        <Alert color="gray">{text.adminOnly}</Alert>
      </PageFrame>
    );
  return (
    <PageFrame title={text.pageTitle}>
      <Text maw={720}>{text.pageIntro}</Text>
      <PrivacySubjectSearch onFind={lookUp} pending={find.isPending} />
      <FormError message={find.error?.message} />
      {done ? (
        <Alert color="green" variant="light" role="status">
          {done}
        </Alert>
      ) : null}
      {subject ? (
        <SubjectCard
          subject={subject}
          onDone={(message) => {
            setDone(message);
            if (message === text.erased) setSubject(null);
          }}
          onCorrected={(message, newEmail) => {
            lookUp(newEmail);
            setDone(message);
          }}
        />
      ) : null}
      <PrivacyRequestList />
    </PageFrame>
  );
}
