/**
 * Demo catalogue, loaded when the database has no categories and SEED_DEMO is not false: a dozen
 * categories of a Brazilian town's commerce, a few (fictitious) companies each.
 */
import type { CatalogEntry } from './import';

export const DEMO_CATALOG: CatalogEntry[] = [
  {
    categoria: 'Padaria e Confeitaria',
    empresas: [
      'Padaria Pão Dourado',
      'Confeitaria Doce Encanto',
      'Panificadora Santa Luzia',
      'Padaria Trigo Nobre',
    ],
  },
  {
    categoria: 'Restaurante',
    empresas: [
      'Restaurante Sabor de Minas',
      'Cantina da Nonna',
      'Churrascaria Gaúcha Real',
      'Bistrô Maré Alta',
    ],
  },
  {
    categoria: 'Pizzaria',
    empresas: ['Pizzaria Forno a Lenha', 'Pizzaria Bella Napoli', 'Dom Giuseppe Pizzas'],
  },
  {
    categoria: 'Supermercado',
    empresas: [
      'Supermercado Bom Preço',
      'Mercado Família Oliveira',
      'Atacadão do Povo',
      'Empório São Jorge',
    ],
  },
  {
    categoria: 'Farmácia',
    empresas: ['Farmácia Vida e Saúde', 'Drogaria Central', 'Farmácia Popular do Bairro'],
  },
  {
    categoria: 'Academia',
    empresas: ['Academia Corpo em Movimento', 'Studio Fit Equilíbrio', 'CT Força Total'],
  },
  {
    categoria: 'Salão de Beleza',
    empresas: ['Salão Beleza Pura', 'Espaço Cabelo & Cia', 'Studio Glamour', 'Barbearia Dom Pedro'],
  },
  {
    categoria: 'Pet Shop',
    empresas: ['Pet Shop Amigo Fiel', 'Clínica Veterinária Patinhas', 'Casa do Criador'],
  },
  {
    categoria: 'Materiais de Construção',
    empresas: ['Casa das Tintas', 'Depósito Constrular', 'Madeireira Ipê Forte'],
  },
  {
    categoria: 'Loja de Roupas',
    empresas: [
      'Boutique Flor de Lis',
      'Moda & Estilo',
      'Jeans Store Carioca',
      'Ateliê Maria Bonita',
    ],
  },
  {
    categoria: 'Oficina Mecânica',
    empresas: ['Auto Center Irmãos Souza', 'Oficina do Zé Mecânico', 'Funilaria e Pintura Ribeiro'],
  },
  {
    categoria: 'Sorveteria',
    empresas: ['Sorveteria Gelato Tropical', 'Açaí da Praça', 'Sorvetes Polo Norte'],
  },
];
