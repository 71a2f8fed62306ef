import Button, { type ButtonProps } from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

export interface HintedActionProps {
  /** The button's text. */
  label: string;
  /** Said under the button, and the button's accessible description. */
  hint: string;
  /** Shown under the hint (a link, the action's answer). */
  children?: ReactNode;
  sx?: SxProps<Theme>;
  onClick: () => void;
  /** @default 'outlined' */
  variant?: ButtonProps['variant'];
  /** @default 'primary' (MUI's) */
  color?: ButtonProps['color'];
  /** Shows the spinner and refuses a second press. @default false */
  loading?: boolean;
  /** @default false */
  disabled?: boolean;
  /** Space between the button, the hint and `children` (theme units). @default 1.5 */
  spacing?: number;
}

/**
 * A console action that says what it does: its button, described by the hint under it
 * ('Encerrar agora', 'Publicar resultados', 'Retirar a publicação'…); the container asks first
 * where the action is grave.
 */
export function HintedAction({
  label,
  hint,
  children,
  sx,
  variant = 'outlined',
  spacing = 1.5,
  ...button
}: HintedActionProps) {
  const hintId = useId();
  return (
    <Stack
      spacing={spacing}
      sx={[{ alignItems: 'flex-start' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Button variant={variant} {...button} aria-describedby={hintId}>
        {label}
      </Button>
      <Typography id={hintId} variant="body2" color="text.secondary">
        {hint}
      </Typography>
      {children}
    </Stack>
  );
}
