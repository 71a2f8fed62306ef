import DownloadIcon from '@mui/icons-material/Download';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { Fragment, useId } from 'react';

import type { PublicationDigests, PublicReceipts } from '../../../domain/trust';
import { trustMessages } from '../../../domain/trustMessages';
import { monoFontFamily } from '../../../theme';

export interface PublicationPanelProps {
  /** The digests printed in the ata (GET /results/publication). */
  digests: PublicationDigests;
  /**
   * How many counted votes (receipts) each category has (GET /results/receipts' `categories`).
   * The receipts themselves are not drawn: at 100,000 voters they are a million codes; a voter
   * checks theirs with 'Conferir um recibo', anyone downloads the whole list (issue 37).
   */
  receipts: PublicReceipts['categories'];
  /** Where the ata's PDF downloads from. */
  ataHref: string;
  /** Where the receipts list downloads from as text (its SHA-256 is the one shown). */
  receiptsHref: string;
  /** 'Conferir um recibo': the container navigates to /resultados/recibo. */
  onCheckReceipt: () => void;
  sx?: SxProps<Theme>;
}

const text = trustMessages.publication;

const mono = { fontFamily: monoFontFamily, overflowWrap: 'anywhere' } as const;

/**
 * Under the published results: the ata's download, the digests anyone can compare with the PDF,
 * a link to check one receipt, and how many receipts each category has (the codes themselves
 * are in the list's download, and one is checked at /resultados/recibo).
 */
export function PublicationPanel({
  digests,
  receipts,
  ataHref,
  receiptsHref,
  onCheckReceipt,
  sx,
}: PublicationPanelProps) {
  const digestsId = useId();
  const receiptsId = useId();
  return (
    <Stack spacing={2} sx={[{ mt: 3 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Card variant="outlined" component="section" aria-labelledby={digestsId} sx={{ p: 2 }}>
        <Typography id={digestsId} component="h2" variant="h6" sx={{ mb: 1 }}>
          {text.digestsHeading}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, mb: 2 }}>
          <Button variant="contained" startIcon={<DownloadIcon />} href={ataHref} download>
            {text.downloadAta}
          </Button>
        </Stack>
        <Box component="dl" sx={{ m: 0, '& dd': { ml: 0, mb: 1.5 } }}>
          {(
            [
              [text.ataSha256, digests.ataSha256],
              [text.receiptsSha256, digests.receiptsSha256],
              [text.auditHead, digests.auditHead],
            ] as const
          ).map(([term, value]) => (
            <Fragment key={term}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {term}
              </Typography>
              <Typography component="dd" variant="body2" sx={mono}>
                {value}
              </Typography>
            </Fragment>
          ))}
        </Box>
      </Card>
      <Card variant="outlined" component="section" aria-labelledby={receiptsId} sx={{ p: 2 }}>
        <Typography id={receiptsId} component="h2" variant="h6" sx={{ mb: 1 }}>
          {text.receiptsHeading}
        </Typography>
        <Typography variant="body2" sx={{ mb: 1.5 }}>
          {text.receiptsHint}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 2 }}>
          {receipts.map(({ category, count }) => (
            <Box
              component="li"
              key={category}
              sx={{
                display: 'flex',
                justifyContent: 'space-between',
                gap: 2,
                py: 0.75,
                borderBottom: 1,
                borderColor: 'divider',
                overflowWrap: 'anywhere',
              }}
            >
              <Typography component="span" variant="body2" sx={{ fontWeight: 700 }}>
                {category}
              </Typography>
              <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                {text.receiptsCount(count)}
              </Typography>
            </Box>
          ))}
        </Box>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
          <Button variant="outlined" startIcon={<FactCheckIcon />} onClick={onCheckReceipt}>
            {text.checkReceipt}
          </Button>
          <Link href={receiptsHref} download variant="body2">
            {text.downloadReceipts}
          </Link>
        </Stack>
      </Card>
    </Stack>
  );
}
