import fs from 'node:fs';
import { renderSeal } from '../src/server/features/awards/seal';
const L = 'Distribuidora de Materiais de Construção São Sebastião Ltda. Matriz e Filiais do Vale do Itajaí, Atacado e Varejo de Cimento, Areia, Tijolos, Telhas, Ferragens e Tintas em Geral, Entregas Rápidas'.slice(0,200);
fs.writeFileSync('scratch/seal4.svg', renderSeal({ award: L, year: 2027, publicUrl: 'https://premio.acim.org.br', category: L, company: 'W'.repeat(200) }));
fs.writeFileSync('scratch/seal5.svg', renderSeal({ award: 'Prêmio Destaque Empresarial 2027', year: 2027, publicUrl: 'https://premio.acim.org.br', category: L, company: L }));
