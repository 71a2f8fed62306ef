import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import type { CatalogAdmin } from '../../../../domain/admin';
import { adminMessages } from '../../../../domain/adminMessages';

type CatalogCompany = CatalogAdmin['data'][number]['companies'][number];

const { catalog: text } = adminMessages;

/**
 * A category's companies as one grid, each row on its columns (CSS subgrid): the name, 'Tem
 * votos', Renomear, Remover and Remover's reason line up whether a row has votes or not (issue 40
 * §8: rows with 'Tem votos' pushed their buttons sideways). On a phone the name has a line of its
 * own above 'Tem votos' and the buttons, and Remover's reason one under them.
 */
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
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        columnGap: 1,
        gridTemplateColumns: {
          xs: 'max-content max-content max-content',
          sm: 'minmax(0, 1fr) max-content max-content max-content minmax(0, max-content)',
        },
      }}
    >
      {companies.map((company) => (
        <Box
          component="li"
          key={company.id}
          sx={{
            display: 'grid',
            gridColumn: '1 / -1',
            gridTemplateColumns: 'subgrid',
            alignItems: 'center',
            py: 0.5,
          }}
        >
          <Typography
            sx={{
              gridColumn: { xs: '1 / -1', sm: 'auto' },
              overflowWrap: 'anywhere',
              // Spanning the buttons' columns on a phone, a long name must not widen them.
              contain: 'inline-size',
            }}
          >
            {company.name}
          </Typography>
          <Typography
            id={`catalog-company-${company.id}-votes`}
            variant="body2"
            color="text.secondary"
          >
            {company.hasVotes ? text.hasVotes : ''}
          </Typography>
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
            blocked={company.hasVotes}
            onClick={() => onRemove(company.id)}
            asCells
          />
        </Box>
      ))}
    </Box>
  );
}

/**
 * Remover; when votes reference the item it is disabled and the reason is shown beside it, as
 * text on the page and as the button's accessible description ("Tem votos" and "Não pode ser
 * removida."; a title tooltip is never seen on a disabled button, nor by keyboard and
 * screen-reader users). `idPrefix`: the item's ids, `-votes` its "Tem votos", `-blocked` the reason.
 */
export function RemoveButton({
  label,
  blocked,
  idPrefix,
  onClick,
  asCells = false,
}: {
  label: string;
  blocked: boolean;
  idPrefix: string;
  onClick: () => void;
  /** The button and its reason as two cells of the row's grid (always both, to keep columns). */
  asCells?: boolean;
}) {
  const blockedId = `${idPrefix}-blocked`;
  const button = (
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
  );
  const reason = (
    <Typography
      id={blockedId}
      variant="caption"
      color="text.secondary"
      // A row's cell of its own beside Remover; on a phone, a line under the buttons.
      sx={asCells ? { gridColumn: { xs: '1 / -1', sm: 'auto' } } : undefined}
    >
      {blocked ? text.removeBlocked : ''}
    </Typography>
  );
  if (asCells) {
    return (
      <>
        {button}
        {reason}
      </>
    );
  }
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      {button}
      {blocked && reason}
    </Stack>
  );
}
