/**
 * What voters wrote in the demo's nominations phase (issue 41 §3), per category: the console's
 * Indicações page groups them with the domain's rule (decision 316), so "Padaria do Zé", "padaria
 * do ze" and "Pad. do Zé Ltda." arrive as one group, "Padaria Sol" and "Padaria Só" as two, and
 * Farmácias ends with a tie at the fifth place.
 */
const repeat = (text: string, times: number): string[] => Array.from({ length: times }, () => text);

export interface NominationsSeedCategory {
  id: number;
  name: string;
  /** Each nomination's text, as the voter wrote it. */
  written: string[];
}

/** The categories of the demo's phase (ids of the console's demo catalogue). */
export const DEMO_WRITTEN_NOMINATIONS: NominationsSeedCategory[] = [
  {
    id: 5,
    name: 'Padarias',
    written: [
      ...repeat('Padaria do Zé', 12),
      ...repeat('padaria do ze', 5),
      'Pad. do Zé Ltda.',
      ...repeat('Padaria Sol', 7),
      ...repeat('Padaria Só', 2),
      ...repeat('Panificadora Alvorada', 4),
      ...repeat('Panificadora Alvorado', 1),
      ...repeat('Pão Quente', 3),
    ],
  },
  {
    id: 2,
    name: 'Farmácias',
    written: [
      ...repeat('Farmácia Central', 9),
      ...repeat('Drogaria Bem Estar', 6),
      ...repeat('Drogaria Bem-Estar', 1),
      ...repeat('Farmácia Norte', 3),
      ...repeat('Farmácia Sorte', 3),
      ...repeat('Drogasil', 3),
      ...repeat('Farmácia Popular', 3),
      'Farmácia do Povo',
    ],
  },
  {
    id: 1,
    name: 'Restaurantes',
    written: [
      ...repeat('Cantina da Nonna', 8),
      ...repeat('cantina da nona', 2),
      ...repeat('Sabor Mineiro', 6),
      ...repeat('Sabor Mineiro Restaurante e Lanchonete Ltda. ME', 1),
      ...repeat('Sushi Kento', 4),
      ...repeat('Churrascaria Gaúcha', 2),
    ],
  },
];

/** The window of the demo's phase, as the API writes it (São Paulo's offset). */
export const DEMO_NOMINATION_WINDOW = {
  opensAt: '2026-10-01T08:00:00-03:00',
  closesAt: '2026-10-31T18:00:00-03:00',
} as const;
