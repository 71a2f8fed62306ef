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

export interface PublicationPanelProps {
  /** The digests printed in the ata (GET /results/publication). */
  digests: PublicationDigests;
  /** The counted votes' receipts per category (GET /results/receipts). */
  receipts: PublicReceipts['data'];
  /** Where the ata's PDF downloads from. */
  ataHref: string;
  /** Where the receipts list downloads from as text (its SHA-256 is the one shown). */
  receiptsHref: string;
  /** 'Conferir um recibo': the container navigates to /resultados/recibo. */
  onCheckReceipt: () => void;
  sx?: SxProps<Theme>;
}

const text = trustMessages.publication;

const mono = { fontFamily: 'monospace', overflowWrap: 'anywhere' } as const;

/**
 * Under the published results: the ata's download, the digests anyone can compare with the PDF,
 * a link to check one receipt, and each category's receipts (codes only) with their count.
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
          <Button variant="outlined" startIcon={<FactCheckIcon />} onClick={onCheckReceipt}>
            {text.checkReceipt}
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
        <Link href={receiptsHref} download variant="body2">
          {text.downloadReceipts}
        </Link>
      </Card>
      <Card variant="outlined" component="section" aria-labelledby={receiptsId} sx={{ p: 2 }}>
        <Typography id={receiptsId} component="h2" variant="h6" sx={{ mb: 1 }}>
          {text.receiptsHeading}
        </Typography>
        <Stack spacing={2}>
          {receipts.map(({ category, count, receipts: codes }) => (
            <Box key={category} component="section" aria-label={text.receiptsIn(category)}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                {category}{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  ({text.receiptsCount(count)})
                </Typography>
              </Typography>
              {codes.length > 0 && (
                <Box
                  component="ul"
                  sx={{
                    listStyle: 'none',
                    p: 0,
                    m: 0,
                    mt: 0.5,
                    display: 'flex',
                    flexWrap: 'wrap',
                    columnGap: 2.5,
                    rowGap: 0.5,
                  }}
                >
                  {codes.map((code) => (
                    <Box component="li" key={code} sx={{ ...mono, fontSize: '0.875rem' }}>
                      {code}
                    </Box>
                  ))}
                </Box>
              )}
            </Box>
          ))}
        </Stack>
      </Card>
    </Stack>
  );
}
