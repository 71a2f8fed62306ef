/**
 * Props contract between presentational views (src/components/views) and the containers
 * that feed them. Views render these; containers (Formik, axios, router) fill them. This is the
 * one declaration of these props: each component imports its type from here (its index.ts
 * re-exports it), never re-declares it.
 */
import type { SxProps, Theme } from '@mui/material/styles';
import type { Ref } from 'react';

import type { Election } from '../domain/election';
import type { AwardSummary, LandingPhase } from '../domain/landingAward';
import type { Category, Company, DialogOutcome, SendCodeAnswer } from '../domain/types';

/** Every component takes MUI `sx`. */
export interface StyleProps {
  /**
   * MUI system styles for the component's root (a screen's card or `<main>`, a dialog's paper…).
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

/** What a container hands a form field: value, change/blur handlers and the error to show. */
export interface FieldBinding {
  /** Field name, also the input's `name` and the base of its `id`. */
  name: string;
  /** Current (masked, for masked fields) value. */
  value: string;
  /** Called with the new value; masked fields pass the already-masked text. */
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Error message; when set the field is `aria-invalid` and the text is its helper text. */
  error?: string;
  /** Lets the container focus the first invalid field. */
  inputRef?: Ref<HTMLInputElement>;
}

/** The award as the landing page shows it (src/domain/landingAward.ts words it). */
export type { AwardSummary, LandingPhase };

export interface LandingViewProps extends StyleProps {
  /** Goes to /login. */
  onStart: () => void;
  /** The same place as a plain link, for the HTML that runs no app (LandingHero). */
  startHref?: string;
  /** Under the highlight image; absent or null: nothing extra. */
  award?: AwardSummary | null;
  /** 'closed': 'Votação encerrada'; 'published': that and 'Ver os resultados'. @default 'voting' */
  phase?: LandingPhase;
  /** 'Ver os resultados' in the app (the container navigates to /resultados). */
  onResults?: () => void;
  /** The same place as a plain link (/resultados), for the HTML that runs no app. */
  resultsHref?: string;
  /** Address of the privacy notice; when set, a 'Política de privacidade' link is shown. */
  privacyHref?: string;
}

export interface LoginViewProps extends StyleProps {
  cpf: FieldBinding;
  /** ENTRAR or Enter in the CPF field. */
  onSubmit: () => void;
  /** CRIAR CONTA: goes to /cadastro. */
  onCreateAccount: () => void;
  /** Back arrow: goes to /. */
  onBack: () => void;
  /** Disables the buttons while a request runs. @default false */
  submitting?: boolean;
  /** A confirmation above the form ('Conta criada. …' right after CADASTRAR). */
  notice?: string;
}

export interface BotCheckBinding {
  /** Cloudflare Turnstile site key; null shows the development check. */
  siteKey: string | null;
  /** Called with the token once solved, and with null when it expires or is reset. */
  onToken: (token: string | null) => void;
  error?: string;
  /** Changing this number resets the widget (after a 401 from the server). @default 0 */
  resetKey?: number;
}

export interface RegisterViewProps extends StyleProps {
  nome: FieldBinding;
  email: FieldBinding;
  celular: FieldBinding;
  cpf: FieldBinding;
  botCheck: BotCheckBinding;
  /** CADASTRAR. */
  onSubmit: () => void;
  /** Back arrow: goes to /login. */
  onBack: () => void;
  /** @default false */
  submitting?: boolean;
  /** Address of the privacy notice; when set, a link to it is shown under the form. */
  privacyHref?: string;
  /**
   * Set after 'Usuário já existe.': 'Já tem uma conta? …' and ENTRAR under the form, which
   * goes to /login with the CPF typed here filled in. @default undefined
   */
  onSignInInstead?: () => void;
}

export interface AccessViewProps extends StyleProps {
  code: FieldBinding;
  /** ACESSAR or Enter in the code field. */
  onSubmit: () => void;
  /** 'Enviar o código novamente.' */
  onResend: () => void;
  /** Seconds left of the resend cool-down; while > 0 the resend button is disabled and the wait is shown. @default 0 */
  resendSecondsLeft?: number;
  /** Back arrow: goes to /login. */
  onBack: () => void;
  /** @default false */
  submitting?: boolean;
  /**
   * The send-code answer: the masked address and the code's validity are shown, and when
   * `alreadySent` that the code already in the inbox is still valid. Absent: nothing extra.
   */
  delivery?: SendCodeAnswer | null;
}

export interface ProfileViewProps extends StyleProps {
  /**
   * First name for 'Olá, {first name}.' null: not known yet (the prerendered page, decision 142):
   * the greeting's line stays empty.
   */
  firstName: string | null;
  search: string;
  onSearchChange: (value: string) => void;
  /**
   * Categories to show (already filtered by the container). Empty shows '. . .' while the list
   * loads (or without a search); after a search that matches nothing, says so and offers to
   * clear it.
   */
  categories: Category[];
  /** Votar on a card: the container navigates to /empresas with the category. */
  onVote: (category: Category) => void;
  /**
   * The card to bring back into view and focus (its heading) once shown: the category just
   * voted, or whose vote was refused. @default null
   */
  focusCategoryId?: number | null;
  /**
   * Voted and total categories of the whole award (not only the ones a search shows), for
   * 'N de M categorias votadas'. Absent or total 0: no summary. 'loading': its place is kept
   * (invisible) until the list arrives.
   */
  progress?: { voted: number; total: number } | 'loading';
  /** 'Sair' in the app bar. Absent: no button. */
  onSignOut?: () => void;
  /**
   * The voting window (GET /api/election), shown above the grid; when it is not open every Votar
   * is disabled. Absent or null (not loaded, or no dates): the screen is as the spec has it.
   */
  election?: Election | null;
}

export interface CompaniesViewProps extends StyleProps {
  /**
   * Category name, or 'Desconhecida' when none was passed. null: not known yet (the prerendered
   * page, decision 142): the title's line stays empty.
   */
  categoryName: string | null;
  search: string;
  onSearchChange: (value: string) => void;
  /**
   * Companies to show (already filtered). Empty shows 'Nenhuma empresa encontrada.'; null (not
   * known yet: the prerendered page, decision 142) shows nothing.
   */
  companies: Company[] | null;
  /** The company already voted for in this category: its row shows the disabled 'Você já votou.' */
  votedCompanyId: number | null;
  /**
   * True when the category has a vote: every VOTAR is disabled (one vote per category, no undo).
   * @default false
   */
  hasVoted?: boolean;
  /** VOTAR on a row: the container asks for confirmation, then votes. */
  onVote: (company: Company) => void;
  /** Back arrow: goes to /perfil. */
  onBack: () => void;
  /** 'Sair' in the app bar. Absent: no button. */
  onSignOut?: () => void;
  /** The voting window, as on /perfil: shown above the list; not open → every VOTAR disabled. */
  election?: Election | null;
}

export interface ConfirmDialogProps extends StyleProps {
  open: boolean;
  /** Optional heading. */
  title?: string;
  message: string;
  /** Part of `message` shown in bold (the company's name); the text itself is unchanged. */
  emphasis?: string;
  /** @default 'Sim, votar!' */
  confirmLabel?: string;
  /** @default 'Cancelar' */
  cancelLabel?: string;
  /** confirmed (confirm button), denied (cancel button), dismissed (Esc or backdrop). */
  onResult: (outcome: DialogOutcome) => void;
}

export interface InfoDialogProps extends StyleProps {
  open: boolean;
  /** @default 'Atenção' */
  title?: string;
  message: string;
  /**
   * A second paragraph under the message, in secondary text: the server's reason and wait
   * ('Muitas consultas de CPF deste endereço. Tente novamente em 4 minutos.'). @default undefined
   */
  detail?: string;
  onClose: () => void;
}

export type NotificationSeverity = 'success' | 'error' | 'info';

/** Where a notification shows: 'top' keeps clear of a screen's bottom (the resend countdown). */
export type NotificationPlacement = 'top' | 'bottom';

export interface NotificationProps extends StyleProps {
  open: boolean;
  severity: NotificationSeverity;
  message: string;
  onClose: () => void;
  /** @default 6000 */
  autoHideDuration?: number | null;
  /** @default 'bottom' */
  placement?: NotificationPlacement;
}

export interface LoadingOverlayProps extends StyleProps {
  /** Shows the overlay, blocking interaction and announcing the wait to screen readers. */
  open: boolean;
  /** @default 'Carregando...' */
  label?: string;
}
