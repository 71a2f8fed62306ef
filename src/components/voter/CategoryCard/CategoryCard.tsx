import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef } from 'react';

import { messages } from '../../../domain/messages';
import { trustMessages } from '../../../domain/trustMessages';
import type { Category } from '../../../domain/types';

export interface CategoryCardProps {
  /** The category shown: its name, its number of companies and whether the voter already voted in it. */
  category: Category;
  /**
   * Votar: called with this category. Never called once `category.hasVoted` is true (the button is
   * disabled and reads 'Você já votou').
   */
  onVote: (category: Category) => void;
  /** The voting window is not open: Votar stays visible but disabled. @default false */
  votingClosed?: boolean;
  /**
   * Bring this card back: scrolled to the middle of the screen and its name focused (without a
   * focus box), so a voter returning from /empresas continues where they were. @default false
   */
  focused?: boolean;
  /** MUI system styles for the card's root. @default undefined */
  sx?: SxProps<Theme>;
}

/** Narrower side padding on phones: 'Você já votou' then fits one line in a half-width card. */
const sxButton: SxProps<Theme> = { px: { xs: 1, sm: 2 } };

/**
 * One category on the profile screen: its name, a footer with '{n} empresa(s)' and the Votar button
 * (or the disabled 'Você já votou' once a vote exists; the voted card is framed and tinted green
 * and names the chosen company with a check mark, and the vote's receipt code, issue 26). The button is described by the card's name,
 * so a screen reader tells the many 'Votar' buttons apart while the visible text stays 'Votar'.
 */
export function CategoryCard({
  category,
  onVote,
  votingClosed = false,
  focused = false,
  sx,
}: CategoryCardProps) {
  const nameId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const heading = headingRef.current;
    if (!focused || !heading) return;
    heading.scrollIntoView?.({ block: 'center' });
    heading.focus({ preventScroll: true });
  }, [focused]);
  const count = messages.profile.companyCount(category.companies.length);
  const chosen = category.hasVoted
    ? category.companies.find((company) => company.id === category.votedCompanyId)
    : undefined;

  return (
    <Card
      variant="outlined"
      sx={[
        {
          display: 'flex',
          flexDirection: 'column',
          height: '100%',
          minWidth: 0,
          p: { xs: 1.5, sm: 2 },
          gap: 1.5,
        },
        // Voted: a green frame and tint, so the disabled button is not the only signal.
        category.hasVoted && {
          borderColor: 'success.main',
          borderWidth: 2,
          bgcolor: '#EEF6F1',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Typography
        id={nameId}
        ref={headingRef}
        component="h2"
        variant="h6"
        // Focusable by script only (when `focused`), not a tab stop.
        tabIndex={focused ? -1 : undefined}
        sx={{
          flexGrow: 1,
          fontSize: { xs: '1rem', sm: '1.125rem' },
          lineHeight: 1.3,
          // Long category names wrap inside a 160 px card instead of overflowing it.
          overflowWrap: 'anywhere',
          hyphens: 'auto',
        }}
      >
        {category.name}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {count}
      </Typography>
      {chosen && (
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.75, color: 'success.dark' }}>
          <CheckCircleIcon fontSize="small" aria-hidden sx={{ mt: '1px', flexShrink: 0 }} />
          <Typography
            variant="body2"
            sx={{ color: 'text.primary', fontWeight: 700, overflowWrap: 'anywhere', minWidth: 0 }}
          >
            {messages.profile.votedFor(chosen.name)}
          </Typography>
        </Box>
      )}
      {category.hasVoted && category.receipt && (
        <Typography variant="body2" color="text.secondary">
          {trustMessages.receipt.label}:{' '}
          <Box
            component="span"
            sx={{ fontFamily: 'monospace', fontWeight: 700, color: 'text.primary' }}
          >
            {category.receipt}
          </Box>
        </Typography>
      )}
      {category.hasVoted ? (
        <Button variant="contained" disabled fullWidth aria-describedby={nameId} sx={sxButton}>
          {messages.profile.alreadyVoted}
        </Button>
      ) : (
        <Button
          variant="contained"
          fullWidth
          disabled={votingClosed}
          aria-describedby={nameId}
          onClick={() => onVote(category)}
          sx={sxButton}
        >
          {messages.profile.vote}
        </Button>
      )}
    </Card>
  );
}
