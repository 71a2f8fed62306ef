import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, useRef } from 'react';

import { messages } from '../../../domain/messages';
import { TextFieldRoot } from '../FormField/TextFieldRoot';

export interface SearchFieldProps {
  /** Visible label and accessible name, e.g. 'Pesquisar empresas'. */
  label: string;
  value: string;
  /** Called on every keystroke with the new text, and with '' when cleared. */
  onChange: (value: string) => void;
  sx?: SxProps<Theme>;
}

/** A search box (type=search) with a search icon and a 'Limpar pesquisa' button while it has text. */
export function SearchField({ label, value, onChange, sx }: SearchFieldProps) {
  const id = `search-${useId().replaceAll(':', '')}`;
  const inputRef = useRef<HTMLInputElement>(null);

  const clear = () => {
    onChange('');
    inputRef.current?.focus();
  };

  return (
    <TextFieldRoot
      inputId={id}
      label={label}
      onKeyDown={(event) => {
        // Esc clears, as in native search boxes (the native clear button is hidden below).
        if (event.key === 'Escape' && value) {
          event.preventDefault();
          clear();
        }
      }}
      sx={[
        { '& input[type=search]::-webkit-search-cancel-button': { display: 'none' } },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <OutlinedInput
        id={id}
        type="search"
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputRef={inputRef}
        autoComplete="off"
        fullWidth
        inputProps={{ enterKeyHint: 'search' }}
        startAdornment={
          <InputAdornment position="start">
            <SearchIcon aria-hidden />
          </InputAdornment>
        }
        endAdornment={
          value ? (
            <InputAdornment position="end">
              <IconButton aria-label={messages.app.clearSearch} onClick={clear} edge="end">
                <ClearIcon />
              </IconButton>
            </InputAdornment>
          ) : undefined
        }
      />
    </TextFieldRoot>
  );
}
