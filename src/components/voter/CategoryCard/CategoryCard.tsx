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
import { monoFontFamily } from '../../../theme';

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
  /**
   * What just happened to this card's vote, back from /empresas (issue 40 §2 and §9): 'voted'
   * says 'Feito! Seu voto foi salvo.' in the card itself (no toast covering the next card on a
   * phone); 'refused' (the server kept another vote: 409) draws the card highlighted. Either way
   * the focus goes to the card as a whole, so a screen reader reads its name, the message and the
   * vote that counts. @default null
   */
  outcome?: 'voted' | 'refused' | null;
  /** MUI system styles for the card's root. @default undefined */
  sx?: SxProps<Theme>;
}

/**
 * A receipt code (XXXX-XXXX-XXXX) in the bundled monospace face, never broken: `nowrap` keeps it
 * whole and `inline-block` moves it to a line of its own when it does not fit beside 'Recibo:'.
 * 14 characters of 0.6 em at 14 px take 118 px, inside the 134 px a half-width card has at 360 px.
 */
const receiptCode: SxProps<Theme> = {
  display: 'inline-block',
  whiteSpace: 'nowrap',
  fontFamily: monoFontFamily,
  fontSize: '0.875rem',
  fontWeight: 700,
  color: 'text.primary',
};

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
  outcome = null,
  sx,
}: CategoryCardProps) {
  const nameId = useId();
  const outcomeId = useId();
  const votedId = useId();
  const receiptId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = outcome ? cardRef.current : headingRef.current;
    if (!(focused || outcome) || !target) return;
    target.scrollIntoView?.({ block: 'center' });
    target.focus({ preventScroll: true });
  }, [focused, outcome]);
  const count = messages.profile.companyCount(category.companies.length);
  const chosen = category.hasVoted
    ? category.companies.find((company) => company.id === category.votedCompanyId)
    : undefined;

  const receipt = category.hasVoted ? category.receipt : undefined;
  // Focused as a whole after a vote or a refused one: named by what a screen reader must hear.
  const whole = outcome
    ? {
        role: 'group',
        tabIndex: -1,
        'aria-labelledby': [
          nameId,
          outcome === 'voted' ? outcomeId : null,
          chosen ? votedId : null,
          receipt ? receiptId : null,
        ]
          .filter(Boolean)
          .join(' '),
        'data-outcome': outcome,
      }
    : {};

  return (
    <Card
      ref={cardRef}
      variant="outlined"
      {...whole}
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
        // Refused (another vote counts): an amber ring around the card, beside its green frame;
        // the accent's dark shade, 3.4:1 against the page (WCAG 1.4.11).
        outcome === 'refused' && {
          outline: '3px solid',
          outlineColor: 'accent.dark',
          outlineOffset: 2,
        },
        // Focused by script as a whole after a vote: no focus box, the message in it says it.
        outcome === 'voted' && { '&:focus': { outline: 'none' } },
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
      {outcome === 'voted' && (
        <Typography
          id={outcomeId}
          role="status"
          variant="body2"
          sx={{ color: 'success.dark', fontWeight: 700 }}
        >
          {messages.success.voted}
        </Typography>
      )}
      {chosen && (
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.75, color: 'success.dark' }}>
          <CheckCircleIcon fontSize="small" aria-hidden sx={{ mt: '1px', flexShrink: 0 }} />
          <Typography
            id={votedId}
            variant="body2"
            sx={{ color: 'text.primary', fontWeight: 700, overflowWrap: 'anywhere', minWidth: 0 }}
          >
            {messages.profile.votedFor(chosen.name)}
          </Typography>
        </Box>
      )}
      {receipt && (
        <Typography id={receiptId} variant="body2" color="text.secondary">
          {trustMessages.receipt.label}:{' '}
          {/* A receipt is one word: never broken mid-code, on a line of its own when needed. */}
          <Box component="span" sx={receiptCode}>
            {receipt}
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
