import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';

import { CATEGORIES_PER_ROW } from '../../../domain/constants';
import { messages } from '../../../domain/messages';
import type { Category } from '../../../domain/types';
import { CategoryCard } from '../CategoryCard';

/** A card's vote just cast ('voted') or refused because another counts ('refused'). */
export interface CardOutcome {
  categoryId: number;
  kind: 'voted' | 'refused';
}

export interface CategoryGridProps {
  /** Categories to show, in order. An empty list shows '. . .'. */
  categories: Category[];
  /** Votar on a card: called with that card's category. */
  onVote: (category: Category) => void;
  /** The voting window is not open: every Votar is disabled. @default false */
  votingClosed?: boolean;
  /** The card to scroll into view and focus once shown (see CategoryCard `focused`). @default null */
  focusCategoryId?: number | null;
  /**
   * What just happened to one card's vote (see CategoryCard `outcome`): that card says it and
   * takes the focus. @default null
   */
  outcome?: CardOutcome | null;
  /** MUI system styles for the root (the list, or the '. . .' text when empty). @default undefined */
  sx?: SxProps<Theme>;
}

/**
 * The profile screen's category cards, `CATEGORIES_PER_ROW` (2) per row at every width, each row's
 * cards stretched to the same height. Rendered as a list so screen readers announce the count.
 */
export function CategoryGrid({
  categories,
  onVote,
  votingClosed = false,
  focusCategoryId = null,
  outcome = null,
  sx,
}: CategoryGridProps) {
  if (categories.length === 0) {
    return (
      <Typography
        sx={[
          { textAlign: 'center', py: 4, color: 'text.secondary' },
          ...(Array.isArray(sx) ? sx : [sx]),
        ]}
      >
        {messages.profile.empty}
      </Typography>
    );
  }

  return (
    <Box
      component="ul"
      // An explicit role: some browsers drop list semantics once list-style is none.
      role="list"
      sx={[
        {
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gridTemplateColumns: `repeat(${CATEGORIES_PER_ROW}, minmax(0, 1fr))`,
          gap: { xs: 1.5, sm: 2 },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {categories.map((category) => (
        <Box component="li" key={category.id} sx={{ display: 'flex', minWidth: 0 }}>
          <CategoryCard
            category={category}
            onVote={onVote}
            votingClosed={votingClosed}
            focused={category.id === focusCategoryId}
            outcome={category.id === outcome?.categoryId ? outcome.kind : null}
            sx={{ flexGrow: 1 }}
          />
        </Box>
      ))}
    </Box>
  );
}
