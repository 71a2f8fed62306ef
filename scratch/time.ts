import { renderSeal } from '../src/server/features/awards/seal';
const base = { award: 'Prêmio Destaque Empresarial 2027', year: 2027, publicUrl: 'https://premio.acim.org.br' };
renderSeal({ ...base, category: 'x', company: 'y' });
let t = performance.now();
renderSeal({ ...base, category: 'Padarias', company: 'Padaria do Zé' });
console.log('short', performance.now() - t);
t = performance.now();
renderSeal({ ...base, category: 'W'.repeat(200), company: 'W'.repeat(200), award: 'W'.repeat(200) });
console.log('widest', performance.now() - t);
