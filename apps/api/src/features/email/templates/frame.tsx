// The one page frame of every email Quorum sends: a heading, the body, an optional button, and the
// small print that says why the email came.
import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Html,
  Link,
  Section,
  Text,
} from '@react-email/components';
import type { ReactNode } from 'react';

const NAVY = '#00214D';
const GREY = '#868e96';

/** The small print at the end of an email: why it came, and optionally where to change that. */
export interface EmailFooter {
  text: string;
  url?: string;
}

/** Account emails answer a request (a code, a reset link): whoever did not make it can ignore them. */
export const ACCOUNT_FOOTER: EmailFooter = {
  text: 'If you did not ask for this, you can ignore this email.',
};

/** The footer as the plain-text part shows it. */
export const footerText = (footer: EmailFooter) =>
  footer.url ? `${footer.text} ${footer.url}` : footer.text;

export interface EmailAction {
  label: string;
  url: string;
}

export function EmailFrame(props: {
  /** Who the email is from, as its heading: Quorum, or the company answering an investor. */
  heading?: string;
  children: ReactNode;
  action?: EmailAction | undefined;
  footer: EmailFooter;
}) {
  const { heading = 'Quorum', children, action, footer } = props;
  return (
    <Html lang="en">
      <Head />
      <Body style={{ fontFamily: 'system-ui, sans-serif', color: '#1a1b1e' }}>
        <Container style={{ maxWidth: '560px', margin: 'auto', padding: '24px' }}>
          <Heading as="h2" style={{ color: NAVY }}>
            {heading}
          </Heading>
          {children}
          {action ? (
            <Section style={{ margin: '24px 0' }}>
              <Button
                href={action.url}
                style={{
                  background: NAVY,
                  color: '#ffffff',
                  padding: '12px 20px',
                  borderRadius: '6px',
                  textDecoration: 'none',
                }}
              >
                {action.label}
              </Button>
            </Section>
          ) : null}
          <Text style={{ color: GREY, fontSize: '12px' }}>
            {footer.text}
            {footer.url ? (
              <>
                {' '}
                <Link href={footer.url} style={{ color: GREY }}>
                  {footer.url}
                </Link>
              </>
            ) : null}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

/** Paragraphs of the body, each kept as written (new lines included). */
export function Paragraphs({ lines }: { lines: readonly string[] }) {
  return lines.map((line, index) => (
    <Text key={index} style={{ margin: '0 0 16px', whiteSpace: 'pre-wrap' }}>
      {line}
    </Text>
  ));
}

/** A short list (a plan's benefits); the plain text writes each item as "- item". */
export function Bullets({ items }: { items: readonly string[] }) {
  return (
    <ul style={{ margin: '0 0 16px', paddingLeft: '20px' }}>
      {items.map((item) => (
        <li key={item} style={{ margin: '0 0 4px', fontSize: '14px', lineHeight: '24px' }}>
          {item}
        </li>
      ))}
    </ul>
  );
}

/** The plain-text twin of `Bullets`. */
export const bulletsText = (items: readonly string[]) =>
  items.map((item) => `- ${item}`).join('\n');
