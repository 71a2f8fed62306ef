import fs from 'node:fs';
import { renderSeal } from '../src/server/features/awards/seal';
const base = { award: 'Prêmio Destaque Empresarial 2027', year: 2027, publicUrl: 'https://premio.acim.org.br' };
fs.writeFileSync('scratch/seal1.svg', renderSeal({ ...base, category: 'Padarias e Confeitarias', company: 'Padaria do Zé' }));
fs.writeFileSync('scratch/seal2.svg', renderSeal({ ...base, category: 'Materiais de Construção e Acabamento para Residências', company: 'Distribuidora de Materiais de Construção São Sebastião Ltda. — Matriz e Filiais do Vale do Itajaí, Atacado e Varejo de Cimento, Areia, Tijolos, Telhas e Ferragens em Geral' }));
fs.writeFileSync('scratch/seal3.svg', renderSeal({ ...base, category: 'Кафе', company: '</text><script>alert(1)</script> & "Sons" \'Ltda\'' }));
