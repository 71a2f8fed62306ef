import type { SxProps, Theme } from '@mui/material/styles';

import { messages } from '../../../domain/messages';
import { AppLayout } from '../../AppLayout';
import { CategoryGrid } from '../../CategoryGrid';
import { PageHeader } from '../../PageHeader';
import { ScrollTopButton } from '../../ScrollTopButton';
import { SearchField } from '../../SearchField';
import type { ProfileViewProps as ProfileViewContract } from '../../types';

export interface ProfileViewProps extends ProfileViewContract {
  /** MUI system styles for the screen's `<main>`. @default undefined */
  sx?: SxProps<Theme>;
}

/**
 * /perfil: 'Olá, {first name}.', the one-vote-per-category hint, the search box and the category
 * grid (two per row), with a scroll-to-top button for long lists.
 */
export function ProfileView({
  firstName,
  search,
  onSearchChange,
  categories,
  onVote,
  sx,
}: ProfileViewProps) {
  return (
    <AppLayout sx={sx}>
      <PageHeader title={messages.profile.greeting(firstName)} subtitle={messages.profile.hint} />
      <SearchField
        label={messages.profile.searchLabel}
        value={search}
        onChange={onSearchChange}
        sx={{ mb: 3 }}
      />
      <CategoryGrid categories={categories} onVote={onVote} />
      <ScrollTopButton />
    </AppLayout>
  );
}
