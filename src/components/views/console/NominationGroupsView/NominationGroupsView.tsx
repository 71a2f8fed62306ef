import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';

import { awardsMessages } from '../../../../domain/awardsMessages';
import type { NominationGroup } from '../../../../domain/nominations';
import { NameDialog } from '../../../console/NameDialog';
import { ConfirmDialog } from '../../../primitives/ConfirmDialog';
import { PageHeader } from '../../../primitives/PageHeader';

import { GroupRow } from './GroupRow';
import { SplitDialog } from './SplitDialog';

/** One category's groups (src/domain/nominations.ts) and the operator's choice of finalists. */
export interface NominationCategoryGroups {
  id: number;
  name: string;
  /** Most named first (sortGroups). */
  groups: NominationGroup[];
  /** The ids of the groups chosen as finalists. */
  finalists: number[];
  /** The ids tied at the finalists' last place (chooseFinalists' tiedAtCut). */
  tiedAtCut: number[];
}

/**
 * No phase yet, one scheduled, still open (counts sealed), closed (grouping), or its ballot
 * published.
 */
export type NominationGroupsPhase = 'none' | 'scheduled' | 'open' | 'closed' | 'published';

export interface NominationGroupsViewProps {
  phase: NominationGroupsPhase;
  /** Nominations received so far (phase 'open': the only figure shown). @default 0 */
  received?: number;
  /** @default [] */
  categories?: NominationCategoryGroups[];
  /** How many finalists 'Escolher as N mais indicadas' takes. @default 5 */
  finalistsSize?: number;
  /** Merge: the selected ids, most named first; the container merges into the first. */
  onMerge: (categoryId: number, ids: number[]) => void;
  onSplit: (categoryId: number, groupId: number, texts: string[]) => void;
  /** A name already checked by the catalogue's rule (NameDialog). */
  onName: (categoryId: number, groupId: number, name: string) => void;
  onFinalist: (categoryId: number, groupId: number, finalist: boolean) => void;
  onChooseTop: (categoryId: number) => void;
  /** After the confirmation: the finalists become the edition's catalogue. */
  onPublish: () => void;
  /** A call is under way. @default false */
  busy?: boolean;
  /** The server's refusal or a failed call, in Portuguese. @default null */
  error?: string | null;
  /** Under the title: the phase's window and its controls (NominationWindowPanel). */
  phaseControl?: ReactNode;
  sx?: SxProps<Theme>;
}

const text = awardsMessages.groups;

type Dialog = { kind: 'rename' | 'split'; categoryId: number; group: NominationGroup } | null;

function CategoryGroups({
  category,
  readOnly,
  finalistsSize,
  props,
  openDialog,
}: {
  category: NominationCategoryGroups;
  readOnly: boolean;
  finalistsSize: number;
  props: NominationGroupsViewProps;
  openDialog: (dialog: Dialog) => void;
}) {
  const [selected, setSelected] = useState<number[]>([]);
  const headingId = useId();
  const total = category.groups.reduce((sum, g) => sum + g.count, 0);
  const ordered = category.groups.filter((g) => selected.includes(g.id)).map((g) => g.id);
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'baseline', gap: 1 }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {category.name}
        </Typography>
        <Typography color="text.secondary">
          {text.categoryTotal(total)} · {text.finalistsCount(category.finalists.length)}
        </Typography>
      </Stack>
      {category.groups.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {text.emptyCategory}
        </Typography>
      ) : (
        <>
          {category.tiedAtCut.length > 0 && (
            <Alert severity="warning" sx={{ mt: 1 }}>
              {text.tieNotice(category.tiedAtCut.length)}
            </Alert>
          )}
          <Box component="ul" sx={{ listStyle: 'none', m: 0, mt: 1, p: 0 }}>
            {category.groups.map((group) => (
              <GroupRow
                key={group.id}
                group={group}
                selected={selected.includes(group.id)}
                onSelect={(on) =>
                  setSelected((now) =>
                    on ? [...now, group.id] : now.filter((id) => id !== group.id),
                  )
                }
                finalist={category.finalists.includes(group.id)}
                onFinalist={(on) => props.onFinalist(category.id, group.id, on)}
                tied={category.tiedAtCut.includes(group.id)}
                readOnly={readOnly}
                onRename={() => openDialog({ kind: 'rename', categoryId: category.id, group })}
                onSplit={() => openDialog({ kind: 'split', categoryId: category.id, group })}
              />
            ))}
          </Box>
          {!readOnly && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1.5 }}>
              <Button
                variant="outlined"
                disabled={ordered.length < 2}
                onClick={() => {
                  props.onMerge(category.id, ordered);
                  setSelected([]);
                }}
              >
                {text.merge}
              </Button>
              <Button variant="outlined" onClick={() => props.onChooseTop(category.id)}>
                {text.chooseTop(finalistsSize)}
              </Button>
            </Stack>
          )}
          {!readOnly && ordered.length < 2 && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {text.mergeHint}
            </Typography>
          )}
        </>
      )}
    </Card>
  );
}

/**
 * Indicações in the console (issue 41 §3): while the phase is open, only how many nominations
 * arrived (the counts per company are sealed); once closed, each category's groups of spellings
 * with their counts, to merge, split and name, the finalists (by hand or the N most named, ties
 * at the cut marked), and Publicar a cédula once every category has a finalist.
 */
export function NominationGroupsView(props: NominationGroupsViewProps) {
  const {
    phase,
    received = 0,
    categories = [],
    finalistsSize = 5,
    busy = false,
    error = null,
    phaseControl,
    sx,
  } = props;
  const [dialog, setDialog] = useState<Dialog>(null);
  const [confirming, setConfirming] = useState(false);
  const readOnly = phase !== 'closed' || busy;
  const finalists = categories.reduce((sum, c) => sum + c.finalists.length, 0);
  // A category nobody nominated in keeps its catalogue companies; every other needs a finalist.
  const onBallot = categories.filter((c) => c.finalists.length > 0).length;
  const ready =
    onBallot > 0 && categories.every((c) => c.groups.length === 0 || c.finalists.length > 0);
  return (
    <Box sx={sx}>
      <PageHeader title={text.title} subtitle={text.subtitle} />
      {phaseControl && <Box sx={{ mb: 3 }}>{phaseControl}</Box>}
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {phase === 'none' || phase === 'scheduled' ? null : phase === 'open' ? (
        <Alert severity="info">{text.sealed(received)}</Alert>
      ) : (
        <Stack spacing={3} sx={{ maxWidth: 960 }}>
          {phase === 'published' && <Alert severity="success">{text.published}</Alert>}
          {categories.map((category) => (
            <CategoryGroups
              key={category.id}
              category={category}
              readOnly={readOnly}
              finalistsSize={finalistsSize}
              props={props}
              openDialog={setDialog}
            />
          ))}
          {phase === 'closed' && (
            <Box>
              <Button
                variant="contained"
                disabled={!ready || busy}
                loading={busy}
                onClick={() => setConfirming(true)}
              >
                {text.publish}
              </Button>
              {!ready && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  {text.publishHint}
                </Typography>
              )}
            </Box>
          )}
        </Stack>
      )}
      {dialog?.kind === 'rename' && (
        <NameDialog
          title={text.renameTitle(dialog.group.name)}
          label={text.renameLabel}
          initialValue={dialog.group.name}
          onSubmit={(name) => {
            props.onName(dialog.categoryId, dialog.group.id, name);
            setDialog(null);
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'split' && (
        <SplitDialog
          group={dialog.group}
          onSplit={(texts) => {
            props.onSplit(dialog.categoryId, dialog.group.id, texts);
            setDialog(null);
          }}
          onClose={() => setDialog(null)}
        />
      )}
      <ConfirmDialog
        open={confirming}
        title={text.publish}
        message={text.publishConfirm(finalists, onBallot)}
        confirmLabel={text.publishYes}
        cancelLabel={text.cancel}
        onResult={(outcome) => {
          setConfirming(false);
          if (outcome === 'confirmed') props.onPublish();
        }}
      />
    </Box>
  );
}
