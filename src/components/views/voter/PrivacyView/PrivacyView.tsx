import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { privacyIntegrityNotice } from '../../../../domain/integrityMessages';
import { messages } from '../../../../domain/messages';
import { privacyMessages as m } from '../../../../domain/privacyMessages';

export interface PrivacyViewProps {
  /** PRIVACY_CONTROLLER; null when the server does not say. */
  controller: string | null;
  /** PRIVACY_CONTACT (an e-mail address or a URL); null when the server does not say. */
  contact: string | null;
  /** PRIVACY_RETENTION_MONTHS; null when the server does not say. */
  retentionMonths: number | null;
  /**
   * Where 'Voltar' above the title leads (issue 40 §3: the notice had no way back): a link.
   * Absent, and no `onBack`: no 'Voltar'. @default undefined
   */
  backHref?: string;
  /**
   * 'Voltar' as a button instead: the container goes back to the page the voter came from in the
   * app (/cadastro with the form as typed). @default undefined
   */
  onBack?: () => void;
  /** MUI system styles for the page's `<main>`. @default undefined */
  sx?: SxProps<Theme>;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 4 }}>
      <Typography variant="h2" sx={{ fontSize: { xs: '1.25rem', sm: '1.5rem' }, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const contactHref = (contact: string) =>
  /^https?:\/\//.test(contact) ? contact : `mailto:${contact}`;

/** /privacidade: the LGPD notice (controller, purpose, data kept, retention, rights). */
export function PrivacyView({
  controller,
  contact,
  retentionMonths,
  backHref,
  onBack,
  sx,
}: PrivacyViewProps) {
  const integrity =
    retentionMonths === null
      ? privacyIntegrityNotice.paragraphs(0).slice(0, 2)
      : privacyIntegrityNotice.paragraphs(retentionMonths);
  return (
    <Container
      component="main"
      maxWidth="md"
      sx={[{ py: { xs: 3, sm: 5 }, overflowWrap: 'anywhere' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {(backHref ?? onBack) && (
        <Button
          href={backHref}
          onClick={onBack}
          startIcon={<ArrowBackIcon aria-hidden />}
          sx={{ ml: -1.5, mb: 1 }}
        >
          {messages.app.back}
        </Button>
      )}
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
        {m.title}
      </Typography>
      <Typography sx={{ mt: 2 }}>{m.intro}</Typography>

      <Section title={m.controllerTitle}>
        <Typography>{controller ? m.controller(controller) : m.controllerUnset}</Typography>
        <Typography sx={{ mt: 1 }}>
          {contact ? (
            <>
              {m.contact} <Link href={contactHref(contact)}>{contact}</Link>
            </>
          ) : (
            m.contactUnset
          )}
        </Typography>
      </Section>

      <Section title={m.purposeTitle}>
        <Typography>{m.purpose}</Typography>
      </Section>

      <Section title={m.storedTitle}>
        <Box component="ul" sx={{ pl: 3, m: 0 }}>
          {m.stored.map(([what, why]) => (
            <Typography component="li" key={what} sx={{ mb: 0.5 }}>
              <strong>{what}</strong>: {why}
            </Typography>
          ))}
        </Box>
      </Section>

      <Section title={privacyIntegrityNotice.title}>
        {integrity.map((paragraph) => (
          <Typography key={paragraph} sx={{ mb: 1 }}>
            {paragraph}
          </Typography>
        ))}
      </Section>

      <Section title={m.retentionTitle}>
        <Typography>{m.retention(retentionMonths)}</Typography>
      </Section>

      <Section title={m.rightsTitle}>
        <Box component="ul" sx={{ pl: 3, m: 0 }}>
          {m.rights.map((right) => (
            <Typography component="li" key={right} sx={{ mb: 0.5 }}>
              {right}
            </Typography>
          ))}
        </Box>
      </Section>

      <Section title={m.howTitle}>
        <Typography>{m.how(contact)}</Typography>
      </Section>
    </Container>
  );
}
