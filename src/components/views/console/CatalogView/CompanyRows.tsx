import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import type { CatalogAdmin } from '../../../../domain/admin';
import { adminMessages } from '../../../../domain/adminMessages';

type CatalogCompany = CatalogAdmin['data'][number]['companies'][number];

const { catalog: text } = adminMessages;

/** A category's companies, each row with its votes line, Renomear and Remover. */
export function CompanyRows({
  companies,
  onRename,
  onRemove,
}: {
  companies: CatalogCompany[];
  onRename: (company: CatalogCompany) => void;
  onRemove: (id: number) => void;
}) {
  return (
    // The rows share columns (a subgrid), so "Tem votos" / "Votos lacrados",
    // Renomear and Remover line up from row to row whatever the name's length or
    // the reason beside Remover (issue 40); on a phone the name has a line of its own.
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gridTemplateColumns: {
          xs: 'max-content max-content minmax(0, 1fr)',
          sm: 'minmax(12rem, 1fr) repeat(3, max-content)',
        },
        columnGap: 1,
      }}
    >
      {companies.map((company) => (
        <Box
          component="li"
          key={company.id}
          sx={{
            // On the text's line: Remover's reason may wrap under it on a phone.
            alignItems: 'baseline',
            py: 0.5,
            display: 'grid',
            gridColumn: '1 / -1',
            gridTemplateColumns: 'subgrid',
          }}
        >
          <Typography
            sx={{
              gridColumn: { xs: '1 / -1', sm: 'auto' },
              overflowWrap: 'anywhere',
              // Spanning the buttons' columns on a phone, a long name must not
              // widen them.
              contain: 'inline-size',
            }}
          >
            {company.name}
          </Typography>
          <Box>
            {company.hasVotes !== false && (
              <Typography
                id={`catalog-company-${company.id}-votes`}
                variant="body2"
                color="text.secondary"
              >
                {company.hasVotes === null ? text.votesSealed : text.hasVotes}
              </Typography>
            )}
          </Box>
          <Button
            size="small"
            aria-label={text.renameCompanyTitle(company.name)}
            onClick={() => onRename(company)}
          >
            {text.rename}
          </Button>
          <RemoveButton
            label={`${text.remove} ${company.name}`}
            idPrefix={`catalog-company-${company.id}`}
            blocked={company.hasVotes !== false}
            reason={company.hasVotes === null ? text.removeSealed : text.removeBlocked}
            onClick={() => onRemove(company.id)}
          />
        </Box>
      ))}
    </Box>
  );
}

/**
 * Remover; when votes reference the item it is disabled and the reason is shown beside it, as
 * text on the page and as the button's accessible description ("Tem votos" and "Não pode ser
 * removida."; "Votos lacrados" and "Não pode ser removida até o encerramento." for a company
 * of a voted category while sealed; a title tooltip is never seen on a disabled button, nor by
 * keyboard and screen-reader users). `idPrefix`: the item's ids, `-votes` its "Tem votos",
 * `-blocked` the reason.
 */
export function RemoveButton({
  label,
  blocked,
  reason = text.removeBlocked,
  idPrefix,
  onClick,
}: {
  label: string;
  blocked: boolean;
  /** Why it is disabled. @default "Não pode ser removida." */
  reason?: string;
  idPrefix: string;
  onClick: () => void;
}) {
  const blockedId = `${idPrefix}-blocked`;
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Button
        size="small"
        color="error"
        aria-label={label}
        aria-describedby={blocked ? `${idPrefix}-votes ${blockedId}` : undefined}
        disabled={blocked}
        onClick={onClick}
      >
        {text.remove}
      </Button>
      {blocked && (
        <Typography id={blockedId} variant="caption" color="text.secondary">
          {reason}
        </Typography>
      )}
    </Stack>
  );
}
