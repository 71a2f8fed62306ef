/**
 * Sample data for stories: realistic Brazilian categories and companies. Shared read-only by the
 * component, view and container stories (and their MSW handlers); change with care.
 */
import type { Category, Company } from '../src/domain/types';

/** Exactly 60 characters: the longest company name the screens must wrap cleanly. */
export const LONG_COMPANY_NAME = 'Distribuidora de Materiais de Construção São Sebastião Ltda.';

/** A long category name, with a long word, that must wrap inside a half-width card at 360 px. */
export const LONG_CATEGORY_NAME =
  'Melhor Clínica de Otorrinolaringologia, Fonoaudiologia e Saúde Auditiva da Região';

const COMPANY_NAMES: Record<string, string[]> = {
  Supermercado: [
    'Supermercado Bom Preço',
    'Mercado São João',
    'Atacadão Popular',
    'Super Econômico Vila Nova',
  ],
  Farmácia: ['Drogaria Santa Luzia', 'Farmácia Pague Menos Centro', 'Drogasil Avenida Brasil'],
  'Padaria e Confeitaria': [
    'Padaria Pão Dourado',
    'Confeitaria Doce Sabor',
    'Panificadora Trigo Bom',
  ],
  Restaurante: ['Restaurante Sabor Mineiro', 'Cantina da Nonna', 'Churrascaria Gaúcha'],
  Pizzaria: ['Pizzaria Forno a Lenha', 'Pizza & Cia'],
  Academia: ['Academia Corpo em Forma', 'Studio Fit Pilates', 'CrossFit Guerreiros'],
  'Salão de Beleza': ['Salão Beleza Pura', 'Espaço Glamour', 'Barbearia Dom Pedro'],
  'Pet Shop': ['Pet Shop Amigo Fiel', 'Clínica Veterinária Bicho Feliz'],
  Ótica: ['Ótica Visão Perfeita', 'Óticas Diniz Centro'],
  'Oficina Mecânica': ['Auto Center Irmãos Silva', 'Mecânica Boa Viagem', 'Retífica São Cristóvão'],
  Imobiliária: ['Imobiliária Lar Doce Lar', 'Casa Nova Imóveis'],
  'Escola de Idiomas': ['CCAA Centro', 'Wizard Jardim América', 'Fisk Vila Mariana'],
  'Clínica Odontológica': ['Odonto Sorriso', 'Clínica Dente de Leite'],
  Hamburgueria: ['Burger do Zé', 'Hamburgueria Artesanal 061'],
  Sorveteria: ['Sorveteria Gelato Mio', 'Açaí da Praça'],
  Floricultura: ['Floricultura Jardim Secreto'],
  Livraria: ['Livraria Cultura e Arte', 'Sebo do Leitor'],
  Papelaria: ['Papelaria Estrela', 'Papelaria e Copiadora Central'],
  'Loja de Calçados': ['Calçados Passo Certo', 'Sapataria Bom Pé'],
  'Moda Feminina': ['Boutique Flor de Lis', 'Loja Encanto Moda'],
  'Hotel e Pousada': ['Pousada Recanto das Águas', 'Hotel Plaza Centro'],
  'Posto de Combustível': ['Posto Ipiranga Rodovia', 'Auto Posto Trevo'],
  Açougue: ['Casa de Carnes Boi Gordo', 'Açougue Nossa Senhora'],
  Hortifrúti: ['Hortifrúti Verde Vida', 'Sacolão do Produtor'],
};

/** Stable ids: category i gets ids 100*i + 1, 100*i + 2, … */
function companiesFor(categoryId: number, names: readonly string[]): Company[] {
  return names.map((name, index) => ({ id: categoryId * 100 + index + 1, name }));
}

/** Builds a category; `votedIndex` picks the company already voted for (none by default). */
export function makeCategory(
  id: number,
  name: string,
  companyNames: readonly string[],
  votedIndex: number | null = null,
): Category {
  const companies = companiesFor(id, companyNames);
  const voted = votedIndex === null ? undefined : companies[votedIndex];
  return {
    id,
    name,
    hasVoted: voted !== undefined,
    votedCompanyId: voted?.id ?? null,
    companies,
  };
}

/** All 24 sample categories, every third one already voted for. */
export const manyCategories: Category[] = Object.entries(COMPANY_NAMES).map(([name, names], i) =>
  makeCategory(i + 1, name, names, i % 3 === 2 ? 0 : null),
);

/** A handful of categories, mixed: not voted, voted, one company only, long name. */
export const sampleCategories: Category[] = [
  makeCategory(1, 'Supermercado', COMPANY_NAMES['Supermercado'] ?? []),
  makeCategory(2, 'Farmácia', COMPANY_NAMES['Farmácia'] ?? [], 1),
  makeCategory(3, 'Floricultura', COMPANY_NAMES['Floricultura'] ?? []),
  makeCategory(4, LONG_CATEGORY_NAME, ['Clínica Ouvir Bem', 'Centro Auditivo Escuta']),
  makeCategory(5, 'Padaria e Confeitaria', COMPANY_NAMES['Padaria e Confeitaria'] ?? []),
  makeCategory(6, 'Restaurante', COMPANY_NAMES['Restaurante'] ?? [], 0),
];

/** A category not voted in yet. */
export const openCategory: Category = sampleCategories[0] as Category;
/** A category already voted in (its second company). */
export const votedCategory: Category = sampleCategories[1] as Category;
/** A category with a single company ('1 empresa'). */
export const singleCompanyCategory: Category = sampleCategories[2] as Category;
/** A category with a long name. */
export const longNameCategory: Category = sampleCategories[3] as Category;

/** Companies of the supermarket category. */
export const sampleCompanies: Company[] = openCategory.companies;

/** A company whose name is exactly 60 characters long. */
export const longNameCompany: Company = { id: 999, name: LONG_COMPANY_NAME };

const PREFIXES = ['Mercado', 'Empório', 'Casa', 'Armazém', 'Comercial'];
const SURNAMES = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Almeida',
  'Lopes',
  'Soares',
  'Fernandes',
  'Vieira',
  'Barbosa',
];

/** 40 companies with distinct names (e.g. for a long scrolling list). */
export const manyCompanies: Company[] = Array.from({ length: 40 }, (_, i) => ({
  id: 5000 + i,
  name: `${PREFIXES[i % PREFIXES.length]} ${SURNAMES[i % SURNAMES.length]}${i >= SURNAMES.length ? ' & Filhos' : ''}`,
}));
